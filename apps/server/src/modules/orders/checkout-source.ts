import { QUOTE_MESSAGES } from '@backlit/domain';
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
