import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { PRINT_BLEED_MM, type PdfMeasurements } from '@backlit/domain';
import * as mupdf from 'mupdf';

const PT_PER_MM = 72 / 25.4;
/** A line thinner than this (mm) lying wholly in the bleed margin is taken for a printer's mark. */
const MARK_MAX_THICKNESS_MM = 1.5;
/** Pages inspected for fonts, images and marks: the banner's sides, never a whole huge file. */
const PAGES_INSPECTED = 2;
/** How deep form XObjects are followed when looking for fonts (a loop must not hang us). */
const FORM_DEPTH_MAX = 8;

export type PdfDocument = mupdf.PDFDocument;

/** A file that cannot be checked, with words for its customer. */
export class PreflightRefusal extends Error {}

/**
 * Opens the PDF through a stream that reads the file on demand, so a 2 GB file is never loaded
 * whole: only the parts a question needs (the cross-reference table, page 1, its resources).
 */
export function openPdf(file: string): PdfDocument {
  const fd = openSync(file, 'r');
  const size = fstatSync(fd).size;
  const stream = new mupdf.Stream({
    fileSize: () => size,
    read: (memory, offset, length, position) => readSync(fd, memory, offset, length, position),
    close: () => closeSync(fd),
  });
  const document = mupdf.Document.openDocument(stream, 'application/pdf').asPDF();
  if (!document) throw new Error('not a PDF');
  return document;
}

const widthOf = (rect: mupdf.Rect) => Math.abs(rect[2] - rect[0]);
const heightOf = (rect: mupdf.Rect) => Math.abs(rect[3] - rect[1]);

/** Whether a font dictionary carries its font program (Type 3 fonts are drawn by the file). */
function fontEmbedded(font: mupdf.PDFObject): boolean {
  const subtype = font.get('Subtype');
  if (subtype.isName() && subtype.asName() === 'Type3') return true;
  const descendants = font.get('DescendantFonts');
  const described = descendants.isArray() ? descendants.get(0) : font;
  const descriptor = described.get('FontDescriptor');
  if (descriptor.isNull()) return false;
  return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => !descriptor.get(key).isNull());
}

/** Names of fonts in these resources (and the forms they use) that are not embedded. */
function collectUnembeddedFonts(
  resources: mupdf.PDFObject,
  found: Set<string>,
  seen: Set<number>,
  depth = 0,
): void {
  if (resources.isNull() || depth > FORM_DEPTH_MAX) return;
  const fonts = resources.get('Font');
  if (fonts.isDictionary()) {
    fonts.forEach((font) => {
      if (!fontEmbedded(font)) {
        const name = font.get('BaseFont');
        found.add(name.isName() ? name.asName().replace(/^[A-Z]{6}\+/, '') : 'unnamed font');
      }
    });
  }
  const objects = resources.get('XObject');
  if (!objects.isDictionary()) return;
  objects.forEach((object) => {
    if (object.isIndirect()) {
      const number = object.asIndirect();
      if (seen.has(number)) return;
      seen.add(number);
    }
    const subtype = object.get('Subtype');
    if (subtype.isName() && subtype.asName() === 'Form') {
      collectUnembeddedFonts(object.get('Resources'), found, seen, depth + 1);
    }
  });
}

/** Looks at everything a page draws: images and their resolution, transparency, thin marks. */
class InspectingDevice {
  lowestImage: PdfMeasurements['lowestImage'] = null;
  transparency = false;
  marks = 0;

  constructor(private readonly trim: mupdf.Rect) {}

  device(): mupdf.Device {
    return new mupdf.Device({
      fillImage: (image, ctm, alpha) => this.image(image, ctm, alpha),
      fillPath: (path, _evenOdd, ctm, _colorspace, _color, alpha) => {
        this.opacity(alpha);
        // A fill has no stroke: mupdf bounds it without one (its typing wants a stroke state).
        this.mark(path.getBounds(null as unknown as mupdf.StrokeState, ctm));
      },
      strokePath: (path, stroke, ctm, _colorspace, _color, alpha) => {
        this.opacity(alpha);
        this.mark(path.getBounds(stroke, ctm));
      },
      fillText: (_text, _ctm, _colorspace, _color, alpha) => this.opacity(alpha),
      fillShade: (_shade, _ctm, alpha) => this.opacity(alpha),
      beginMask: () => {
        this.transparency = true;
      },
      beginGroup: (_bbox, _colorspace, _isolated, _knockout, blendmode, alpha) => {
        if (alpha < 1 || blendmode !== 'Normal') this.transparency = true;
      },
    });
  }

  private opacity(alpha: number) {
    if (alpha < 1) this.transparency = true;
  }

  private image(image: mupdf.Image, ctm: mupdf.Matrix, alpha: number) {
    this.opacity(alpha);
    if (image.getMask() !== null) this.transparency = true;
    // The image's unit square, mapped by ctm, is its placed size in points.
    const placedWidthIn = Math.hypot(ctm[0], ctm[1]) / 72;
    const placedHeightIn = Math.hypot(ctm[2], ctm[3]) / 72;
    if (placedWidthIn === 0 || placedHeightIn === 0) return;
    const ppi = Math.min(image.getWidth() / placedWidthIn, image.getHeight() / placedHeightIn);
    if (!this.lowestImage || ppi < this.lowestImage.ppi) {
      this.lowestImage = {
        ppi: Math.round(ppi * 10) / 10,
        widthPx: image.getWidth(),
        heightPx: image.getHeight(),
      };
    }
  }

  /** A thin shape lying wholly outside the trim (in the bleed or beyond) reads as a mark. */
  private mark(bounds: mupdf.Rect) {
    const [x0, y0, x1, y1] = bounds;
    const thin = Math.min(x1 - x0, y1 - y0) <= MARK_MAX_THICKNESS_MM * PT_PER_MM;
    const [tx0, ty0, tx1, ty1] = this.trim;
    const outside = x1 <= tx0 || x0 >= tx1 || y1 <= ty0 || y0 >= ty1;
    if (thin && outside) this.marks += 1;
  }
}

/**
 * The number of pages. mupdf refuses a page tree it cannot trust (pages referenced over and over,
 * a claimed count that does not add up); the refusal names the count the file claims.
 */
function countPages(document: PdfDocument): number {
  let count: number;
  try {
    count = document.countPages();
  } catch {
    const claimed = document.getTrailer().get('Root', 'Pages', 'Count');
    const pages = claimed.isNumber()
      ? claimed.asNumber().toLocaleString('en-US')
      : 'an unknown number of';
    throw new PreflightRefusal(
      `The file's list of pages is damaged (it claims ${pages} pages), so it cannot be printed. Export it again as a one-page PDF.`,
    );
  }
  if (count === 0) throw new PreflightRefusal('The PDF has no pages.');
  return count;
}

/** Everything the PDF rules need, read from the document's first pages. */
export function measurePdf(document: PdfDocument): PdfMeasurements {
  const format = document.getMetaData('format') ?? '';
  const version = Number(/PDF[- ](\d+\.\d+)/.exec(format)?.[1] ?? '0');
  const pageCount = countPages(document);
  const first = document.loadPage(0);
  const media = first.getBounds('MediaBox');
  const trimObject = first.getObject().getInheritable('TrimBox');
  const trim = trimObject.isNull() ? null : first.getBounds('TrimBox');
  const bleed = PRINT_BLEED_MM * PT_PER_MM;
  // Where the frame's visible edge falls: the stated trim box, else the page less the bleed.
  const cut: mupdf.Rect = trim ?? [
    media[0] + bleed,
    media[1] + bleed,
    media[2] - bleed,
    media[3] - bleed,
  ];
  const fonts = new Set<string>();
  const inspector = new InspectingDevice(cut);
  for (let index = 0; index < Math.min(pageCount, PAGES_INSPECTED); index += 1) {
    const page = index === 0 ? first : document.loadPage(index);
    collectUnembeddedFonts(page.getObject().getInheritable('Resources'), fonts, new Set());
    const device = inspector.device();
    page.run(device, mupdf.Matrix.identity);
    device.close();
  }
  return {
    format: 'pdf',
    version,
    pageCount,
    pageWidthMm: widthOf(media) / PT_PER_MM,
    pageHeightMm: heightOf(media) / PT_PER_MM,
    trimWidthMm: trim ? widthOf(trim) / PT_PER_MM : null,
    trimHeightMm: trim ? heightOf(trim) / PT_PER_MM : null,
    unembeddedFonts: [...fonts].sort(),
    lowestImage: inspector.lowestImage,
    transparency: inspector.transparency,
    marksInBleed: inspector.marks,
  };
}

/** Page 1 as an RGB PNG whose longer side is at most `maxPixels`. */
export function renderPdfPage(document: PdfDocument, maxPixels: number): Buffer {
  const page = document.loadPage(0);
  const media = page.getBounds('MediaBox');
  const scale = Math.min(maxPixels / Math.max(widthOf(media), heightOf(media)), 2);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceRGB,
    false,
    true,
    'Print',
    'MediaBox',
  );
  return Buffer.from(pixmap.asPNG());
}
