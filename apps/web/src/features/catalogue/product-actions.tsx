import type { Product } from '@backlit/domain';
import { createContext, useContext, type ComponentType } from 'react';

export type AddToCartSlotProps = {
  product: Product;
  quantity: number;
  /** Where it shows: a grid card (compact), the quick view, or the product page. */
  variant: 'card' | 'dialog' | 'page';
};

/**
 * What the catalogue offers to do with a product, supplied by the app (the cart lives in another
 * feature, which this one may not import). Without a provider no button shows rather than a fake.
 */
export type ProductActions = { AddToCart?: ComponentType<AddToCartSlotProps> };

export const ProductActionsContext = createContext<ProductActions>({});

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
