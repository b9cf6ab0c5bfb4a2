import { CART_MESSAGES, QUOTE_MESSAGES, type PriceRule } from '@backlit/domain';
import { AppError, invalidData } from '../../platform/errors';
import type { CartLineRow } from '../cart';
import { payableQuote, type PayableQuote } from '../quotes';
import type { OrdersRepository, Payer } from './orders.repository';

export const QUOTE_NO_RUSH =
  "A quote's price is fixed: 2-Day Rush cannot be added to it. Ask us for a rushed quote instead.";

/**
 * The lines a checkout prices: the payer's cart, or, when the request names one, an accepted
 * quote of the signed-in buyer's (its lines at the staff's prices; the cart is not read). This is
 * the one place that chooses between them; what follows prices the rows the same way either way.
 */
export interface CheckoutSource {
  rows: CartLineRow[];
  /** The quote paid for; null for the cart. */
  quote: PayableQuote | null;
}

export async function checkoutSource(
  repository: OrdersRepository,
  payer: Payer,
  choice: { quote_id?: number | undefined; rush?: boolean | undefined },
): Promise<CheckoutSource> {
  if (choice.quote_id === undefined)
    return { rows: await repository.cartLines(payer), quote: null };
  // Quotes are asked for and accepted by signed-in buyers only.
  if (!('userId' in payer)) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  if (choice.rush) throw invalidData({ rush: [QUOTE_NO_RUSH] }, QUOTE_NO_RUSH);
  const quote = await payableQuote(repository.db, payer.userId, choice.quote_id);
  return { rows: quote.rows, quote };
}

export const CART_EMPTY = 'Your cart is empty.';

/** A line that can be bought as it stands, priced in cents. */
export interface BuyableLine {
  productId: number;
  name: string;
  sku: string;
  /** What the buyer pays for one, their trade price when they have one. */
  unitPriceCents: number;
  /** A trade price: the list price it is below and the rule that gave it; null at list price. */
  trade: { listPriceCents: number; rule: PriceRule } | null;
  quantity: number;
  printSize: string | null;
  /** A reorder's approved file, carried into the order's line when it is placed. */
  reorderFileId: number | null;
}

/**
 * The cart as checkout sees it: every line must still have its product and enough stock,
 * otherwise a 409 says which product and what to do.
 */
export function buyableLines(rows: CartLineRow[]): BuyableLine[] {
  if (rows.length === 0) throw new AppError('CONFLICT', CART_EMPTY);
  return rows.map((row) => {
    const product = row.product;
    if (!product) {
      throw new AppError(
        'CONFLICT',
        `${CART_MESSAGES.productMissing} Remove that line from your cart to continue.`,
      );
    }
    if (product.stock < row.quantity) {
      throw new AppError(
        'CONFLICT',
        product.stock <= 0
          ? `${product.name} is out of stock. Remove it from your cart to continue.`
          : `Only ${product.stock} of ${product.name} left in stock. Lower the quantity in your cart to continue.`,
      );
    }
    return {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitPriceCents: product.priceCents,
      trade: product.trade,
      quantity: row.quantity,
      printSize: product.printSize,
      reorderFileId: row.reorderArtwork?.fileId ?? null,
    };
  });
}
