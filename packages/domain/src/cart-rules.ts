// How much a cart line may hold and what adding says, apart from the contract's schemas: the
// storefront's Add to cart reads these without loading zod.

/** A cart line holds 1 to 10 of a product, never more than its stock. */
export const CART_QTY_MAX = 10;
export const CART_QTY_MIN = 1;

/** A signed-out shopper's cart is deleted after this many days without a change. */
export const GUEST_CART_IDLE_DAYS = 30;

/** The most of a product a cart line may hold: the smaller of 10 and the stock. */
export function maxCartQuantity(stock: number): number {
  return Math.max(0, Math.min(CART_QTY_MAX, stock));
}

/**
 * The add-to-cart messages in their published wording: the server answers with them, the web app
 * shows them.
 */
export const CART_MESSAGES = {
  added: 'Product added to cart successfully!',
  addedOther: 'Product added to cart!',
  addFailed: 'Failed to add product to cart.',
  productMissing: 'Product information is not available.',
} as const;
