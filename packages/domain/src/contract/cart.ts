import { z } from 'zod';
import { PRICE_RULES } from '../trade-pricing';
import { CART_QTY_MAX, CART_QTY_MIN } from '../cart-rules';
import { idParam, ProductIdSchema } from './fields';

const wholeQuantity = z
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(CART_QTY_MIN, `The quantity must be at least ${CART_QTY_MIN}.`)
  .max(CART_QTY_MAX, `The quantity may not be greater than ${CART_QTY_MAX}.`);

/**
 * POST /api/add-to-cart. Adding a product already in the cart adds to that line; the line's total
 * may not pass the smaller of 10 and the stock (422 on `product_qty` saying how many are left).
 * Numbers may arrive as numeric text (clients that post form values send them so).
 */
export const AddToCartSchema = z.strictObject({
  product_id: ProductIdSchema,
  product_qty: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    wholeQuantity,
  ),
});
export type AddToCartInput = z.input<typeof AddToCartSchema>;

/** The product of a cart line as the cart shows it; null once the product has been deleted. */
export const PriceRuleSchema = z.enum(PRICE_RULES);

/**
 * A member's price as a cart line or a product shows it: the list price to strike through and
 * the rule that gave the price charged. Null for everyone paying the list price.
 */
export const TradeMarkSchema = z.object({
  /** Dollars. */
  list_price: z.number(),
  rule: PriceRuleSchema,
});
export type TradeMark = z.infer<typeof TradeMarkSchema>;

export const CartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  /** Storage path (`/storage/{image}`), null without photo. */
  image: z.string().nullable(),
  /** Dollars; the price charged (a member's trade price when `trade` says so). */
  originalPrice: z.number(),
  stock: z.number().int(),
  /** The list price and the rule when the buyer pays a trade price; null at the list price. */
  trade: TradeMarkSchema.nullable().default(null),
});

/**
 * Whether a line can be bought: its product still exists and has stock. A line that cannot stays
 * in the cart (the shopper decides to remove it) but counts for nothing in the totals.
 */
export function isCartLineAvailable(product: { stock: number } | null): boolean {
  return product !== null && product.stock > 0;
}

export const CartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_qty: z.number().int(),
  product: CartProductSchema.nullable(),
  /** False once the product was deleted or sold out: the line is shown, but not priced. */
  available: z.boolean(),
  /** originalPrice × product_qty in dollars, worked out by the server; 0 when unavailable. */
  line_total: z.number(),
  /**
   * A reorder: the approved artwork of an earlier order this line will be printed from, with no
   * new upload or check; null for a line that takes its file after the order.
   */
  reorder_artwork: z
    .object({ file_id: z.number().int(), filename: z.string(), tracking_no: z.string() })
    .nullable()
    .default(null),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * Checkout opens only for a cart with lines that can all be bought: the server refuses to take
 * payment for a cart holding an unavailable line, so the shopper removes it first.
 */
export function canCheckOut(lines: readonly Pick<CartLine, 'available'>[]): boolean {
  return lines.length > 0 && lines.every((line) => line.available);
}

/**
 * GET /api/cart — the signed-in customer's lines, oldest first, and the subtotal (dollars) of the
 * available ones.
 */
export const CartResponseSchema = z.object({
  status: z.literal(200),
  cart: z.array(CartLineSchema),
  subtotal: z.number(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** POST /api/add-to-cart → 201 with the line as it now is. */
export const AddToCartResponseSchema = z.object({
  status: z.literal(201),
  message: z.string(),
  cart_item: CartLineSchema,
});

export const CartItemParamsSchema = z.object({
  cartItemId: idParam(),
});

export const CART_SCOPES = ['inc', 'dec'] as const;
export const CartQuantityParamsSchema = CartItemParamsSchema.extend({
  scope: z.enum(CART_SCOPES, { error: 'The change must be inc or dec.' }),
});

/**
 * PUT /api/cart-updatequantity/{id}/{inc|dec} → the line's new quantity. `inc` past the smaller
 * of 10 and the stock answers 422; `dec` from 1 removes the line (answers product_qty 0).
 */
export const UpdateCartQuantityResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  product_qty: z.number().int(),
});

/** A line of a signed-out shopper's cart that did not fit whole into the account's cart. */
export const CappedCartLineSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  /** What the two carts held together. */
  wanted: z.number().int(),
  /** What the account's cart holds now: the smaller of that, 10 and the stock. */
  product_qty: z.number().int(),
  message: z.string(),
});
export type CappedCartLine = z.infer<typeof CappedCartLineSchema>;

/**
 * What became of the signed-out shopper's cart at sign-in or registration: its lines were added
 * to the account's cart (then it was deleted); `capped` lists those that did not fit whole.
 */
export const CartMergeSchema = z.object({
  lines: z.number().int(),
  capped: z.array(CappedCartLineSchema),
});
export type CartMerge = z.infer<typeof CartMergeSchema>;
