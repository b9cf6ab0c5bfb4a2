import {
  formatMoney,
  lineTotalCents,
  PAYMENT_PROVIDER_LABELS,
  type ShopInfo,
  taxExemptionLabel,
  taxLineLabel,
} from '@backlit/domain';
import { PDFDocument } from 'pdf-lib';
import { orderExemptionView, shipToLines, shippingLabel, tradeShowLines } from './order-view';
import {
  addresseeAndFacts,
  billToLines,
  COLUMN_MONEY,
  ITEM_COLUMNS,
  itemTable,
  letterhead,
  MARGIN,
  shopDay,
  Writer,
} from '../../platform/pdf-writer';
import { howToPayLines } from '../terms';
import type { InvoiceRow } from './invoices.repository';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository';

export interface InvoiceData {
  invoice: Pick<InvoiceRow, 'number' | 'issuedAt'>;
  order: OrderRow;
  lines: OrderLineRow[];
  payment: PaymentRow;
  /** The day an order placed on account is due to be paid; absent for an order paid at once. */
  dueOn?: string | undefined;
  /** The shop's time zone: the invoice's days are the shop's, as the year of its number is. */
  timeZone: string;
}

/**
 * The invoice of a paid order as a one-document PDF (A4, standard fonts): seller, number and
 * date, buyer, ship-to, lines, subtotal, 2-Day Rush fee, shipping, tax, total, and how it was paid. Long orders flow
 * onto further pages. The shop's details are a parameter, so edited settings apply at once.
 */
export async function renderInvoicePdf(shop: ShopInfo, data: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${data.invoice.number}`);
  pdf.setAuthor(shop.name);
  pdf.setCreationDate(data.invoice.issuedAt);
  pdf.setModificationDate(data.invoice.issuedAt);
  const writer = await Writer.standard(pdf);
  const { order, payment, invoice } = data;
  const day = (instant: Date) => shopDay(instant, data.timeZone);

  letterhead(writer, shop, 'INVOICE');

  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', day(invoice.issuedAt)],
    ['Order number', order.trackingNo],
    ['Order date', day(order.createdAt)],
  ];
  if (order.poNumber) facts.push(['PO number', order.poNumber]);
  if (data.dueOn) facts.push(['Due date', data.dueOn]);
  addresseeAndFacts(writer, { heading: 'Bill to', lines: billToLines(order) }, facts);
  const shipTo = [...shipToLines(order), ...tradeShowLines(order)];
  if (shipTo.length > 0) {
    writer.text('Ship to', MARGIN, { bold: true });
    writer.next(14);
    for (const line of shipTo) {
      writer.text(line, MARGIN);
      writer.next(13);
    }
    writer.next(16);
  }

  itemTable(
    writer,
    data.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: formatMoney(line.unitPriceCents, COLUMN_MONEY),
      amount: formatMoney(lineTotalCents(line), COLUMN_MONEY),
    })),
  );
  writer.needsPage(120);
  writer.rule();
  writer.next(16);
  const totals: [string, number][] = [['Subtotal', order.subtotalCents]];
  if (order.rushFeeCents > 0) totals.push(['2-Day Rush fee', order.rushFeeCents]);
  if (order.shipping) totals.push([shippingLabel(order.shipping), order.shippingCents]);
  // An order paid from a quote ships at the price staff quoted, by no method of the shop's.
  else if (order.shippingCents > 0) totals.push(['Shipping (as quoted)', order.shippingCents]);
  for (const line of order.taxLines) totals.push([taxLineLabel(line), line.amountCents]);
  if (order.taxExemption) {
    totals.push([taxExemptionLabel(orderExemptionView(order.taxExemption)), 0]);
  }
  for (const [label, cents] of totals) {
    writer.text(label, ITEM_COLUMNS.unit, { alignRight: true, muted: true });
    writer.text(formatMoney(cents, COLUMN_MONEY), ITEM_COLUMNS.total, { alignRight: true });
    writer.next(16);
  }
  writer.text(data.dueOn ? 'Total due' : 'Total paid', ITEM_COLUMNS.unit, {
    alignRight: true,
    bold: true,
  });
  writer.text(formatMoney(order.totalCents, COLUMN_MONEY), ITEM_COLUMNS.total, {
    alignRight: true,
    bold: true,
  });
  writer.next(30);

  writer.text('Payment', MARGIN, { bold: true });
  writer.next(14);
  writer.text(`Method: ${PAYMENT_PROVIDER_LABELS[payment.provider]}`, MARGIN);
  writer.next(13);
  if (data.dueOn) {
    writer.text(`Please pay by ${data.dueOn}:`, MARGIN);
    writer.next(13);
    for (const line of howToPayLines(shop, `invoice number ${invoice.number}`)) {
      writer.paragraph(line, MARGIN, 13);
    }
  } else {
    writer.text(`Provider order: ${payment.providerOrderId}`, MARGIN);
    writer.next(13);
  }
  if (payment.captureId) {
    writer.text(`Capture: ${payment.captureId}`, MARGIN);
    writer.next(13);
  }
  writer.next(16);
  writer.text(`Thank you for your order. Questions? ${shop.email}`, MARGIN, { muted: true });

  return pdf.save();
}
