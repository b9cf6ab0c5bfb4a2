/**
 * The most of one product a shopper can pick at once: a cart line holds at most 10.
 * TODO(cart issue): move into packages/domain beside the cart's own bounds.
 */
export const QUANTITY_MAX = 10;

/** The largest quantity on offer: never above the limit, never more than is in stock. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(QUANTITY_MAX, stock));
}
