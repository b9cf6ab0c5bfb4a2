import type { ShowView } from '@backlit/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { shipToLines } from './order-view';
import type { OrderRow } from './orders.repository';

/** 4 × 6 in (a thermal label) or US letter, in points. */
export const LABEL_FORMATS = {
  '4x6': { width: 288, height: 432, margin: 18, scale: 1 },
  letter: { width: 612, height: 792, margin: 40, scale: 1.6 },
} as const;
export type LabelFormat = keyof typeof LABEL_FORMATS;

export const MAX_CARTONS = 50;

/**
 * Carton labels for an order going to a trade show, in the form show contractors ask for: the
 * exhibitor, the booth, the show, "c/o" the contractor at the advance warehouse (or the show site),
 * the receiving days, carton "n of N" and the order number. One page per carton.
 */
export async function renderBoothLabelsPdf(
  order: OrderRow,
  show: ShowView | null,
  cartons: number,
  format: LabelFormat,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Booth labels ${order.trackingNo}`);
  pdf.setCreationDate(order.createdAt);
  pdf.setModificationDate(order.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const booth = order.tradeShow;
  const showName = booth?.name ?? show?.name ?? '';
  const warehouse = show?.warehouse ?? null;
  const deliverTo = warehouse
    ? warehouse.address.split(/\r?\n/).filter(Boolean)
    : shipToLines(order).slice(1);
  const receiving = warehouse
    ? `Warehouse receives ${warehouse.from} to ${warehouse.to}`
    : show?.direct
      ? `Show site receives ${show.direct.from} to ${show.direct.to}`
      : booth
        ? `Deliver by ${booth.deliver_by}`
        : null;
  const contractor = show?.contractor ?? null;

  for (let carton = 1; carton <= cartons; carton++) {
    const { width, height, margin, scale } = LABEL_FORMATS[format];
    const page = pdf.addPage([width, height]);
    let y = height - margin;
    const line = (text: string, size: number, font: PDFFont = regular, gap = 4) => {
      y -= size * scale;
      drawFitted(page, text, margin, y, size * scale, font, width - 2 * margin);
      y -= gap * scale;
    };
    line('EXHIBITOR', 8, bold, 2);
    line(booth?.exhibitor ?? order.companyName ?? `${order.firstName} ${order.lastName}`, 18, bold);
    line(`BOOTH ${booth?.booth ?? ''}`.trim(), 22, bold, 6);
    line(showName, 14, bold, 8);
    if (contractor) line(`c/o ${contractor}`, 12, regular);
    for (const part of deliverTo) line(part, 12, regular, 2);
    y -= 6 * scale;
    if (receiving) line(receiving, 10, bold, 8);
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 1,
      color: rgb(0, 0, 0),
    });
    y -= 8 * scale;
    line(`CARTON ${carton} OF ${cartons}`, 20, bold, 6);
    line(`Order ${order.trackingNo}`, 12, regular);
  }
  return pdf.save({ useObjectStreams: false });
}

/** Draws text at its size, or smaller until it fits the width (a long show name stays whole). */
function drawFitted(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  maxWidth: number,
) {
  let fitted = size;
  while (fitted > 6 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 0.5;
  page.drawText(text, { x, y, size: fitted, font, color: rgb(0, 0, 0) });
}
