import { centsToDollars, lineTotalCents, type Quote, type QuoteState } from '@backlit/domain';
import type { QuoteRecord, QuoteRow } from './quotes.repository';

/** What people call a quote. */
export function quoteNumber(id: number): string {
  return `Q-${String(id).padStart(5, '0')}`;
}

/**
 * Where the quote stands now: a sent or accepted quote whose last day has passed is expired even
 * before the expiry job has recorded it, so nothing ever treats it as payable.
 */
export function stateNow(quote: Pick<QuoteRow, 'state' | 'expiresOn'>, now: Date): QuoteState {
  const lapsed = quote.expiresOn !== null && quote.expiresOn < now.toISOString().slice(0, 10);
  return (quote.state === 'sent' || quote.state === 'accepted') && lapsed ? 'expired' : quote.state;
}

/** The quote's lines and shipping in cents; null until every line is priced. */
export function quoteTotals(record: Pick<QuoteRecord, 'quote' | 'lines'>) {
  const { quote, lines } = record;
  if (quote.shippingCents === null || lines.some((line) => line.unitPriceCents === null)) {
    return null;
  }
  const subtotalCents = lines.reduce(
    (sum, line) =>
      sum + lineTotalCents({ unitPriceCents: line.unitPriceCents!, quantity: line.quantity }),
    0,
  );
  return {
    subtotalCents,
    shippingCents: quote.shippingCents,
    totalCents: subtotalCents + quote.shippingCents,
  };
}

export function toQuoteView(record: QuoteRecord, now: Date): Quote {
  const { quote, requester, company, order } = record;
  const totals = quoteTotals(record);
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    state: stateNow(quote, now),
    lines: record.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPriceCents === null ? null : centsToDollars(line.unitPriceCents),
      line_total:
        line.unitPriceCents === null
          ? null
          : centsToDollars(
              lineTotalCents({ unitPriceCents: line.unitPriceCents, quantity: line.quantity }),
            ),
      list_price: line.product ? centsToDollars(line.product.priceCents) : null,
    })),
    note: quote.note,
    needed_by: quote.neededBy,
    shipping: quote.shippingCents === null ? null : centsToDollars(quote.shippingCents),
    subtotal: totals && centsToDollars(totals.subtotalCents),
    total: totals && centsToDollars(totals.totalCents),
    expires_on: quote.expiresOn,
    requested_by: {
      name: `${requester.firstName} ${requester.lastName}`.trim(),
      email: requester.email,
    },
    company,
    order: order && { id: order.id, tracking_no: order.trackingNo },
    created_at: quote.createdAt.toISOString(),
    sent_at: quote.sentAt?.toISOString() ?? null,
  };
}
