import type { ShopInfo } from '@backlit/domain';
import { PDFDocument } from 'pdf-lib';
import { deliveryEstimate, senderLines, shipToLines, tradeShowLines } from './order-view';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { MARGIN, PAGE, shopDay, Writer } from '../../platform/pdf-writer';

/** Left edge of the item and SKU columns; right edge of the quantity. */
const COLUMNS = { item: MARGIN, sku: 360, qty: PAGE.width - MARGIN };
const ITEM_WIDTH = COLUMNS.sku - 20 - MARGIN;
const SKU_WIDTH = COLUMNS.qty - 50 - COLUMNS.sku;

/** The logo's box at the slip's top left, in points: it keeps its proportions inside it. */
const LOGO_BOX = { width: 140, height: 50 };

/**
 * The slip that goes in the box (A4, standard fonts): order number, ship-to, the show's booth
 * and deliver-by day in large type when it goes to a trade show, the method, and what to pack
 * with a tick box per line. No prices: the person receiving it at a booth need not see them.
 * An order shipped blind names its buyer's company as the sender (its logo, name and return
 * address) and nothing of the shop's: the parcel reaches the company's own client. The day it
 * was placed is the shop's (`timeZone`).
 */
export async function renderPackingSlipPdf(
  shop: ShopInfo,
  order: OrderRow,
  lines: OrderLineRow[],
  timeZone: string,
  logo: Buffer | null = null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const sender = order.blindShip;
  pdf.setTitle(`Packing slip ${order.trackingNo}`);
  pdf.setAuthor(sender ? sender.name : shop.name);
  pdf.setProducer(sender ? sender.name : shop.name);
  pdf.setCreator(sender ? sender.name : shop.name);
  pdf.setCreationDate(order.createdAt);
  pdf.setModificationDate(order.createdAt);
  const writer = await Writer.standard(pdf);

  if (sender) {
    if (logo) {
      const image = await pdf.embedPng(logo);
      const { width, height } = image.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
      writer.image(image, MARGIN, width, height);
    }
    writer.text('PACKING SLIP', COLUMNS.qty, { size: 18, bold: true, alignRight: true });
    writer.next(22);
    const [name, ...address] = senderLines(sender);
    writer.text(name!, MARGIN, { size: 14, bold: true });
    writer.text(`Order ${order.trackingNo}`, COLUMNS.qty, {
      size: 14,
      bold: true,
      alignRight: true,
    });
    writer.next(14);
    writer.text(`Placed ${shopDay(order.createdAt, timeZone)}`, COLUMNS.qty, {
      muted: true,
      alignRight: true,
    });
    for (const line of address) {
      writer.text(line, MARGIN, { muted: true });
      writer.next(13);
    }
    writer.next(17);
  } else {
    writer.text(shop.name, MARGIN, { size: 18, bold: true });
    writer.text('PACKING SLIP', COLUMNS.qty, { size: 18, bold: true, alignRight: true });
    writer.next(22);
    writer.text(shop.address, MARGIN, { muted: true });
    writer.text(`Order ${order.trackingNo}`, COLUMNS.qty, {
      size: 14,
      bold: true,
      alignRight: true,
    });
    writer.next(14);
    writer.text(`Placed ${shopDay(order.createdAt, timeZone)}`, COLUMNS.qty, {
      muted: true,
      alignRight: true,
    });
    if (order.poNumber) {
      writer.next(14);
      writer.text(`PO ${order.poNumber}`, COLUMNS.qty, { alignRight: true });
    }
    writer.next(30);
  }

  writer.text('Ship to', MARGIN, { bold: true, size: 12 });
  writer.next(16);
  const shipTo = shipToLines(order);
  for (const line of shipTo.length > 0 ? shipTo : billingAsShipTo(order)) {
    writer.text(line, MARGIN, { size: 12 });
    writer.next(15);
  }
  const show = tradeShowLines(order);
  if (show.length > 0) {
    writer.next(10);
    writer.text('Trade-show delivery', MARGIN, { bold: true, size: 12 });
    writer.next(16);
    for (const line of show) {
      writer.text(line, MARGIN, { size: 12, bold: line.startsWith('Hall') });
      writer.next(15);
    }
  }
  if (order.shipping) {
    writer.next(10);
    writer.text(`Method: ${order.shipping.method}`, MARGIN);
    writer.next(13);
    writer.text(`Estimated delivery: ${deliveryEstimate(order.shipping)}`, MARGIN);
    writer.next(13);
  }
  if (order.rush) {
    writer.text('2-Day Rush production', MARGIN, { bold: true });
    writer.next(13);
  }
  writer.next(20);

  const header = () => {
    writer.text('Item', COLUMNS.item, { bold: true });
    writer.text('SKU', COLUMNS.sku, { bold: true });
    writer.text('Qty', COLUMNS.qty, { bold: true, alignRight: true });
    writer.next(6);
    writer.rule();
    writer.next(16);
  };
  header();
  for (const line of lines) {
    if (writer.needsPage(30)) header();
    writer.text(`[  ]  ${writer.fit(line.name, ITEM_WIDTH)}`, COLUMNS.item);
    writer.text(writer.fit(line.sku, SKU_WIDTH), COLUMNS.sku);
    writer.text(String(line.quantity), COLUMNS.qty, { alignRight: true, bold: true });
    writer.next(20);
  }
  writer.rule();
  writer.next(16);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  writer.text(
    `${units} item${units === 1 ? '' : 's'} in ${lines.length} line${lines.length === 1 ? '' : 's'}`,
    MARGIN,
    { muted: true },
  );
  writer.next(30);
  if (order.orderNotes) {
    writer.text('Customer notes', MARGIN, { bold: true });
    writer.next(14);
    writer.text(writer.fit(order.orderNotes, PAGE.width - 2 * MARGIN), MARGIN);
    writer.next(20);
  }
  // A blind parcel's questions go to the company that sold it, at its return address above.
  if (!sender) {
    writer.text(`Questions about this delivery? ${shop.phone} · ${shop.email}`, MARGIN, {
      muted: true,
    });
  }
  return pdf.save();
}

/** Orders placed before ship-to existed went to the billing address. */
function billingAsShipTo(order: OrderRow): string[] {
  return [
    `${order.firstName} ${order.lastName}`,
    order.companyName,
    order.address,
    order.address2,
    `${order.city}, ${order.state} ${order.postcode}`,
    order.country === 'US' ? 'United States' : 'Canada',
  ].filter((line): line is string => Boolean(line));
}
