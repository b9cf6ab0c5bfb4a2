import { maxCartQuantity, type Product } from '@backlit/domain';
import { useState } from 'react';
import { useProductActions } from '../product-actions';
import { QuantityStepper } from './quantity-stepper';

/** The product page's quantity, Add to cart and wish-list heart; nothing when the app offers no cart. */
export function ProductPurchase({ product }: { product: Product }) {
  const { AddToCart, WishlistToggle } = useProductActions();
  const [quantity, setQuantity] = useState(1);
  if (!AddToCart) return null;
  const outOfStock = product.stock <= 0;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      {!outOfStock && (
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={maxCartQuantity(product.stock)}
        />
      )}
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <AddToCart product={product} quantity={quantity} variant="page" />
        </div>
        {WishlistToggle && <WishlistToggle product={product} variant="page" />}
      </div>
    </div>
  );
}
