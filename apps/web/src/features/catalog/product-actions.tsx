import type { Product } from '@backlit/domain';
import { createContext, useContext, type ComponentType } from 'react';

export type AddToCartSlotProps = {
  product: Product;
  quantity: number;
  /** Where it shows: a grid card (compact), the quick view, or the product page. */
  variant: 'card' | 'dialog' | 'page';
  /** Told once the cart answered (the quick view closes then). */
  onAdded?: () => void;
};

export type WishlistSlotProps = {
  product: Product;
  /** On a grid card's photo, or beside the product page's Add to cart. */
  variant: 'card' | 'page';
};

export type PrintPreviewSlotProps = {
  /** A printed product: its frame size is set. */
  product: Product & { print_size: string };
};

/**
 * What the catalog offers to do with a product, supplied by the app (the cart and the wish list
 * live in other features, which this one may not import). Without a provider no button shows
 * rather than a fake.
 */
export type ProductActions = {
  AddToCart?: ComponentType<AddToCartSlotProps>;
  WishlistToggle?: ComponentType<WishlistSlotProps>;
  /** A printed product's artwork shown on its frame, lit and unlit (the artwork feature's). */
  PrintPreview?: ComponentType<PrintPreviewSlotProps>;
  /** "Need it for a show?": the deadlines for a show or a date, on the product page. */
  ShowPlanner?: ComponentType<{ product: Product }>;
};

export const ProductActionsContext = createContext<ProductActions>({});

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
