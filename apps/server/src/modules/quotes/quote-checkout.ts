import { AppError } from '../../platform/errors';
import type { Database } from '../../db/client';
import type { CartLineRow } from '../cart';
import { quoteNumber, quoteTotals, stateNow } from './quote-view';
import { QuotesRepository } from './quotes.repository';
import { unpayableReason, visibleQuote } from './quotes.service';

/** An accepted quote as checkout prices it: its lines at the staff's prices, and its shipping. */
export interface PayableQuote {
  id: number;
  number: string;
  shippingCents: number;
  /** Shaped as cart lines, each product at the quoted unit price, so checkout treats them alike. */
  rows: CartLineRow[];
}

/**
 * What the orders module asks of quotes when a checkout names one: the buyer's accepted quote,
 * unexpired and unused, as lines to price. 404 when the buyer may not see it; 409 saying why when
 * it cannot be paid.
 */
export async function payableQuote(
  db: Database,
  userId: number,
  quoteId: number,
  now = new Date(),
): Promise<PayableQuote> {
  const record = await visibleQuote(new QuotesRepository(db), userId, quoteId);
  const reason = unpayableReason(stateNow(record.quote, now));
  const totals = quoteTotals(record);
  if (reason || !totals) throw new AppError('CONFLICT', reason ?? 'This quote is not priced.');
  return {
    id: record.quote.id,
    number: quoteNumber(record.quote.id),
    shippingCents: totals.shippingCents,
    rows: record.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      // Quoted prices are the staff's own: never a trade price on top.
      product: line.product && { ...line.product, priceCents: line.unitPriceCents!, trade: null },
      reorderArtwork: null,
    })),
  };
}

/**
 * Marks the quote ordered by this order, in the order's own transaction; false when it is no
 * longer accepted (another payment already ordered it, or it was withdrawn or expired meanwhile),
 * so that transaction rolls back and the payment is refunded.
 */
export async function quoteOrdered(
  db: Database,
  quoteId: number,
  order: { id: number; trackingNo: string; userId: number | null },
): Promise<boolean> {
  const repository = new QuotesRepository(db);
  const moved = await repository.move(quoteId, ['accepted'], 'ordered', { orderId: order.id });
  if (!moved) return false;
  const buyer = order.userId === null ? undefined : await repository.userEmail(order.userId);
  await repository.audit(
    buyer ? { id: order.userId!, email: buyer } : null,
    'quote.order',
    `Ordered quote ${quoteNumber(quoteId)} as order ${order.trackingNo}`,
  );
  return true;
}
