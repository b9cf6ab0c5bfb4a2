import { zonedDateTime, type IsoDate, type ShopInfo } from '@backlit/domain';
import {
  rgb,
  StandardFonts,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';

export const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
export const MARGIN = 50;

/** Amounts in columns, as accountants read them: '1,234.50 USD'. */
export const COLUMN_MONEY = { code: true, symbol: false };
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.85);

/**
 * The day of `instant` where the shop works, as its documents print it (2026-12-31): in the
 * shop's evening, UTC is already at the next day.
 */
export function shopDay(instant: Date, timeZone: string): IsoDate {
  return zonedDateTime(instant, timeZone).date;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  alignRight?: boolean;
}

/** Writes lines top-down, starting a new page when one is full. */
export class Writer {
  private page: PDFPage;
  y = PAGE.height - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** A writer on a first page of `pdf`, in the standard fonts every viewer has (Helvetica). */
  static async standard(pdf: PDFDocument): Promise<Writer> {
    return new Writer(pdf, {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    });
  }

  text(value: string, x: number, options: TextOptions = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const text = encodable(font, value);
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, {
      x: options.alignRight ? x - width : x,
      y: this.y,
      size,
      font,
      color: options.muted ? MUTED : INK,
    });
  }

  /** The text, shortened with an ellipsis to fit `width` at the body size. */
  fit(value: string, width: number): string {
    const font = this.fonts.regular;
    let text = encodable(font, value);
    if (font.widthOfTextAtSize(text, 10) <= width) return text;
    while (text.length > 1 && font.widthOfTextAtSize(`${text}…`, 10) > width) {
      text = text.slice(0, -1);
    }
    return `${text}…`;
  }

  /**
   * Writes `value` from `x` to the right margin, broken between words onto as many lines as it
   * takes, and moves below it by `leading` points a line. A number written in groups (an account
   * number, a phone number) is never broken.
   */
  paragraph(value: string, x: number, leading: number, options: TextOptions = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const width = PAGE.width - MARGIN - x;
    let line = '';
    for (const word of encodable(font, value).split(/(?<!\d) | (?!\d)/)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(longer, size) > width) {
        this.text(line, x, options);
        this.next(leading);
        line = word;
      } else {
        line = longer;
      }
    }
    this.text(line, x, options);
    this.next(leading);
  }

  /** Draws an image at `x` with its top on the current line, and moves below it. */
  image(image: PDFImage, x: number, width: number, height: number): void {
    const top = this.y + 12;
    this.page.drawImage(image, { x, y: top - height, width, height });
    this.y = top - height - 14;
  }

  next(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  /** Starts a new page unless `room` points are left; true when it did. */
  needsPage(room: number): boolean {
    if (this.y - room >= MARGIN) return false;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return true;
  }
}

/** Where an item table's columns are: the item's left edge, the others' right edges. */
export const ITEM_COLUMNS = { name: MARGIN, qty: 390, unit: 470, total: PAGE.width - MARGIN };
/** The item's name, with its SKU below it, never runs into the quantity. */
const ITEM_WIDTH = ITEM_COLUMNS.qty - 40 - MARGIN;

export interface ItemRow {
  name: string;
  sku: string;
  quantity: number;
  /** Already formatted, in the document's way of writing money. */
  unitPrice: string;
  amount: string;
}

/**
 * The lines of an invoice or a quote: item (its SKU below), quantity, unit price and amount,
 * the column heads repeated at the top of each new page.
 */
export function itemTable(writer: Writer, rows: readonly ItemRow[]): void {
  const header = () => {
    writer.text('Item', ITEM_COLUMNS.name, { bold: true });
    writer.text('Qty', ITEM_COLUMNS.qty, { bold: true, alignRight: true });
    writer.text('Unit price', ITEM_COLUMNS.unit, { bold: true, alignRight: true });
    writer.text('Amount', ITEM_COLUMNS.total, { bold: true, alignRight: true });
    writer.next(6);
    writer.rule();
    writer.next(14);
  };
  header();
  for (const row of rows) {
    if (writer.needsPage(40)) header();
    writer.text(writer.fit(row.name, ITEM_WIDTH), ITEM_COLUMNS.name);
    writer.text(String(row.quantity), ITEM_COLUMNS.qty, { alignRight: true });
    writer.text(row.unitPrice, ITEM_COLUMNS.unit, { alignRight: true });
    writer.text(row.amount, ITEM_COLUMNS.total, { alignRight: true });
    writer.next(11);
    writer.text(writer.fit(`SKU ${row.sku}`, ITEM_WIDTH), ITEM_COLUMNS.name, {
      size: 8,
      muted: true,
    });
    writer.next(17);
  }
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The standard fonts speak WinAnsi only: other characters (e.g. CJK names) become '?'. */
function encodable(font: PDFFont, value: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...value.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/**
 * The head of the shop's own documents: its name and the document's title (INVOICE, QUOTE…) on
 * one line, its address, e-mail and phone below.
 */
export function letterhead(
  writer: Writer,
  shop: Pick<ShopInfo, 'name' | 'address' | 'email' | 'phone'>,
  title: string,
): void {
  writer.text(shop.name, MARGIN, { size: 18, bold: true });
  writer.text(title, PAGE.width - MARGIN, { size: 18, bold: true, alignRight: true });
  writer.next(22);
  for (const line of [shop.address, shop.email, shop.phone]) {
    writer.text(line, MARGIN, { muted: true });
    writer.next(13);
  }
  writer.next(12);
}

/**
 * The block under a document's letterhead: whom it is for on the left (a heading and lines) and
 * the document's facts on the right (number, dates…: labels muted, values bold); what follows
 * starts below the longer of the two.
 */
export function addresseeAndFacts(
  writer: Writer,
  addressee: { heading: string; lines: readonly string[] },
  facts: readonly (readonly [string, string])[],
): void {
  const top = writer.y;
  writer.text(addressee.heading, MARGIN, { bold: true });
  writer.next(14);
  for (const line of addressee.lines) {
    writer.text(line, MARGIN);
    writer.next(13);
  }
  const afterAddressee = writer.y;
  writer.y = top;
  for (const [label, value] of facts) {
    writer.text(label, 340, { muted: true });
    writer.text(value, ITEM_COLUMNS.total, { bold: true, alignRight: true });
    writer.next(14);
  }
  writer.y = Math.min(afterAddressee, writer.y) - 16;
}

/** What a document's "Bill to" block is made of: the buyer's billing details. */
export interface BillTo {
  firstName: string;
  lastName: string;
  companyName: string | null;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string | null;
}

/** The buyer's billing details as a document's "Bill to" lines, blank ones left out. */
export function billToLines(buyer: BillTo): string[] {
  return [
    `${buyer.firstName} ${buyer.lastName}`,
    buyer.companyName,
    buyer.address,
    buyer.address2,
    `${buyer.city}, ${buyer.state} ${buyer.postcode}`,
    buyer.country,
    buyer.email,
    buyer.phone,
  ].filter((line): line is string => Boolean(line));
}
