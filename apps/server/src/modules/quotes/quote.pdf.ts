import { formatMoney, lineTotalCents, type ShopInfo } from '@backlit/domain';
import { PDFDocument } from 'pdf-lib';
import {
  addresseeAndFacts,
  COLUMN_MONEY,
  ITEM_COLUMNS,
  itemTable,
  letterhead,
  MARGIN,
  shopDay,
  Writer,
} from '../../platform/pdf-writer';
import type { QuoteRecord } from './quotes.repository';
import { quoteNumber, quoteTotals } from './quote-view';

/**
 * A priced quote as a PDF (A4, standard fonts): the shop, the quote's number, dates and buyer,
 * its lines at the staff's prices, shipping and the total before sales tax, and until when it
 * may be paid. Only a fully priced quote has one. Its date is the shop's day (`timeZone`).
 */
export async function renderQuotePdf(
  shop: ShopInfo,
  record: QuoteRecord,
  timeZone: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { quote, requester, company } = record;
  const totals = quoteTotals(record);
  if (!totals || quote.expiresOn === null) throw new Error(`quote ${quote.id} is not priced`);
  const number = quoteNumber(quote.id);
  const issued = quote.sentAt ?? quote.updatedAt;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Quote ${number}`);
  pdf.setAuthor(shop.name);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const writer = await Writer.standard(pdf);

  letterhead(writer, shop, 'QUOTE');
  const facts: [string, string][] = [
    ['Quote number', number],
    ['Date', shopDay(issued, timeZone)],
    ['Valid until', quote.expiresOn],
    ...(quote.neededBy ? ([['Needed by', quote.neededBy]] as [string, string][]) : []),
  ];
  const requesterLines = [
    `${requester.firstName} ${requester.lastName}`,
    company?.name,
    requester.email,
  ].filter((line): line is string => Boolean(line));
  addresseeAndFacts(writer, { heading: 'For', lines: requesterLines }, facts);

  itemTable(
    writer,
    record.lines.map((line) => {
      const unitPriceCents = line.unitPriceCents ?? 0;
      return {
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: formatMoney(unitPriceCents, COLUMN_MONEY),
        amount: formatMoney(
          lineTotalCents({ unitPriceCents, quantity: line.quantity }),
          COLUMN_MONEY,
        ),
      };
    }),
  );
  writer.needsPage(120);
  writer.rule();
  writer.next(16);
  for (const [label, cents] of [
    ['Subtotal', totals.subtotalCents],
    ['Shipping', totals.shippingCents],
  ] as const) {
    writer.text(label, ITEM_COLUMNS.unit, { alignRight: true, muted: true });
    writer.text(formatMoney(cents, COLUMN_MONEY), ITEM_COLUMNS.total, { alignRight: true });
    writer.next(16);
  }
  writer.text('Total before tax', ITEM_COLUMNS.unit, { alignRight: true, bold: true });
  writer.text(formatMoney(totals.totalCents, COLUMN_MONEY), ITEM_COLUMNS.total, {
    alignRight: true,
    bold: true,
  });
  writer.next(28);
  for (const sentence of [
    'Sales tax is added at checkout for the state or province the order ships to.',
    `Accept this quote in your account and check out by ${quote.expiresOn} to order it at these prices.`,
  ]) {
    writer.text(sentence, MARGIN, { muted: true });
    writer.next(13);
  }
  return { filename: `quote-${number}.pdf`, bytes: await pdf.save() };
}
