import { formatMoney, type ShopInfo } from '@backlit/domain';
import { PDFDocument } from 'pdf-lib';
import {
  addresseeAndFacts,
  billToLines,
  COLUMN_MONEY,
  ITEM_COLUMNS,
  letterhead,
  MARGIN,
  shopDay,
  Writer,
  type BillTo,
} from '../../platform/pdf-writer';

export interface CreditNoteData {
  note: { number: string; amountCents: number; issuedAt: Date };
  invoice: { number: string; issuedAt: Date; amountCents: number };
  order: BillTo & { trackingNo: string; poNumber: string | null };
  /** The shop's time zone: the document's days are the shop's, as the year of its number is. */
  timeZone: string;
}

/**
 * A credit note as a one-page PDF (A4, standard fonts): seller, its number and date, the invoice
 * and order it credits, the buyer, and the amount it takes off what that invoice asks for. The
 * company's books file it beside the invoice; the statement of account lists it under it.
 */
export async function renderCreditNotePdf(
  shop: ShopInfo,
  data: CreditNoteData,
): Promise<Uint8Array> {
  const { note, invoice, order } = data;
  const day = (instant: Date) => shopDay(instant, data.timeZone);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Credit note ${note.number}`);
  pdf.setAuthor(shop.name);
  pdf.setCreationDate(note.issuedAt);
  pdf.setModificationDate(note.issuedAt);
  const writer = await Writer.standard(pdf);

  letterhead(writer, shop, 'CREDIT NOTE');
  const facts: [string, string][] = [
    ['Credit note number', note.number],
    ['Credit note date', day(note.issuedAt)],
    ['Invoice number', invoice.number],
    ['Invoice date', day(invoice.issuedAt)],
    ['Order number', order.trackingNo],
  ];
  if (order.poNumber) facts.push(['PO number', order.poNumber]);
  addresseeAndFacts(writer, { heading: 'Bill to', lines: billToLines(order) }, facts);
  writer.next(8);

  writer.text('Description', MARGIN, { bold: true });
  writer.text('Amount', ITEM_COLUMNS.total, { bold: true, alignRight: true });
  writer.next(6);
  writer.rule();
  writer.next(16);
  writer.text(`Credit against invoice ${invoice.number} (order ${order.trackingNo})`, MARGIN);
  writer.text(formatMoney(note.amountCents, COLUMN_MONEY), ITEM_COLUMNS.total, {
    alignRight: true,
  });
  writer.next(10);
  writer.rule();
  writer.next(16);
  writer.text('Total credited', ITEM_COLUMNS.unit, { alignRight: true, bold: true });
  writer.text(formatMoney(note.amountCents, COLUMN_MONEY), ITEM_COLUMNS.total, {
    alignRight: true,
    bold: true,
  });
  writer.next(30);
  writer.paragraph(
    `This credit note lowers what invoice ${invoice.number} (${formatMoney(invoice.amountCents, COLUMN_MONEY)}) asks for by ${formatMoney(note.amountCents, COLUMN_MONEY)}. Pay the invoice's balance as shown on your statement of account, quoting the invoice number.`,
    MARGIN,
    13,
  );
  writer.next(10);
  writer.text(`Questions? ${shop.email}`, MARGIN, { muted: true });
  return pdf.save();
}
