import { writeFile } from 'node:fs/promises';
import { mmToPt, PRINT_BLEED_MM, type TiffMeasurements } from '@backlit/domain';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { openPdf } from './measure-pdf';
import { PROOF_INPUT_PIXELS_MAX } from './proof';

/**
 * The shop's fix for a file made at the visible size without bleed: every edge extended by the
 * bleed, mirrored (the picture continues into the fabric that wraps into the frame's channel, so
 * a slight misfit shows picture, not white). Runs in the preflight process, as the check does.
 */

type Rect = [number, number, number, number];

/** A PDF object's array of four numbers, as a rectangle. */
function rectOf(object: mupdf.PDFObject): Rect {
  const values = [0, 1, 2, 3].map((index) => object.get(index).asNumber());
  const [x0, y0, x1, y1] = values as Rect;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** The page's drawing commands: its content stream, or its streams joined in order. */
function pageContents(page: mupdf.PDFObject): Uint8Array {
  const contents = page.get('Contents');
  if (contents.isNull()) return new Uint8Array();
  const streams = contents.isArray()
    ? Array.from({ length: contents.length }, (_, index) => contents.get(index))
    : [contents];
  const parts = streams.map((stream) => stream.readStream().asUint8Array());
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    joined[at + part.length] = 0x0a;
    at += part.length + 1;
  }
  return joined;
}

const n = (value: number) => Number(value.toFixed(4));

/**
 * Each page becomes a form drawn nine times on a page larger by the bleed on every side: once in
 * the middle as it was, and mirrored across each edge and corner, clipped to that strip of bleed.
 * Fonts, images and vectors stay as they were (one copy, drawn by reference). The trim box is the
 * original page, the bleed box the new one.
 */
export function addBleedToPdf(source: string, target: string): Promise<void> {
  const input = openPdf(source);
  const output = new mupdf.PDFDocument();
  const graft = output.newGraftMap();
  const bleed = mmToPt(PRINT_BLEED_MM);
  const pages = input.countPages();
  for (let index = 0; index < pages; index += 1) {
    const page = input.findPage(index);
    const [x0, y0, x1, y1] = rectOf(page.getInheritable('MediaBox'));
    const width = x1 - x0;
    const height = y1 - y0;
    const form = output.addStream(pageContents(page), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [x0, y0, x1, y1],
      Resources: graft.graftObject(page.getInheritable('Resources')),
    });
    // Where the original's x (and y) lands: shifted in by the bleed, or mirrored across an edge.
    const across = [
      { scale: 1, offset: bleed - x0, clip: [bleed, width] },
      { scale: -1, offset: bleed + x0, clip: [0, bleed] },
      { scale: -1, offset: bleed + 2 * width + x0, clip: [bleed + width, bleed] },
    ];
    const down = [
      { scale: 1, offset: bleed - y0, clip: [bleed, height] },
      { scale: -1, offset: bleed + y0, clip: [0, bleed] },
      { scale: -1, offset: bleed + 2 * height + y0, clip: [bleed + height, bleed] },
    ];
    const drawing = across.flatMap((x) =>
      down.map(
        (y) =>
          `q ${n(x.clip[0]!)} ${n(y.clip[0]!)} ${n(x.clip[1]!)} ${n(y.clip[1]!)} re W n ` +
          `${x.scale} 0 0 ${y.scale} ${n(x.offset)} ${n(y.offset)} cm /Page Do Q`,
      ),
    );
    const media: Rect = [0, 0, n(width + 2 * bleed), n(height + 2 * bleed)];
    const rotate = page.getInheritable('Rotate');
    const added = output.addPage(
      media,
      (rotate.isNumber() ? rotate.asNumber() : 0) as mupdf.Rotate,
      { XObject: { Page: form } },
      drawing.join('\n'),
    );
    added.put('TrimBox', [n(bleed), n(bleed), n(bleed + width), n(bleed + height)]);
    added.put('BleedBox', media);
    output.insertPage(-1, added);
  }
  const bytes = output.saveToBuffer('compress').asUint8Array();
  return writeFile(target, bytes);
}

/** Colour spaces sharp should write back, so a CMYK or grey file stays one. */
const SHARP_COLOUR_SPACES: Partial<Record<TiffMeasurements['colourSpace'], 'cmyk' | 'b-w'>> = {
  cmyk: 'cmyk',
  grey: 'b-w',
};

/**
 * The image extended by the bleed's pixels at its own resolution on every side, mirrored, saved
 * as an LZW TIFF with the same resolution and colour space.
 */
export async function addBleedToTiff(
  source: string,
  target: string,
  measured: TiffMeasurements,
): Promise<void> {
  if (measured.ppi === null) throw new Error('a TIFF without a resolution has no size to extend');
  const pixels = Math.round((PRINT_BLEED_MM / 25.4) * measured.ppi);
  const perMm = measured.ppi / 25.4;
  let image = sharp(source, { limitInputPixels: PROOF_INPUT_PIXELS_MAX })
    .extend({ top: pixels, bottom: pixels, left: pixels, right: pixels, extendWith: 'mirror' })
    .keepIccProfile();
  const space = SHARP_COLOUR_SPACES[measured.colourSpace];
  if (space) image = image.toColourspace(space);
  await image
    .withMetadata({ density: measured.ppi })
    .tiff({ compression: 'lzw', xres: perMm, yres: perMm, resolutionUnit: 'inch' })
    .toFile(target);
}
