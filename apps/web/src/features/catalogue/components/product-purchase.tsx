import type { Product } from '@backlit/domain';
import { useState } from 'react';
import { maxQuantity } from '../quantity';
import { useProductActions } from '../product-actions';
import { QuantityStepper } from './quantity-stepper';

/** The product page's quantity and Add to cart; nothing when the app offers no cart. */
export function ProductPurchase({ product }: { product: Product }) {
  const { AddToCart } = useProductActions();
  const [quantity, setQuantity] = useState(1);
  if (!AddToCart) return null;
  const outOfStock = product.stock <= 0;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      {!outOfStock && (
        <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity(product.stock)} />
      )}
      <AddToCart product={product} quantity={quantity} variant="page" />
    </div>
  );
}
