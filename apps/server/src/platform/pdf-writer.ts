import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
export const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.85);

export const day = (date: Date) => date.toISOString().slice(0, 10);

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

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The standard fonts speak WinAnsi only: other characters (e.g. CJK names) become '?'. */
function encodable(font: PDFFont, value: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...value.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}
