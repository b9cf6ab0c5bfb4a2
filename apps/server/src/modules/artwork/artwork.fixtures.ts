import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { findFrameSize, mmToPt, printFileSizeMm, type FrameSize } from '@backlit/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * The frame the fixtures are made for: 400 × 600 mm visible, 420 × 620 mm with bleed. The
 * smallest the shop sells, so that a file sharp enough to print has few pixels to make, decode
 * and render: each check runs the real preflight process on it.
 */
export const TEST_FRAME = findFrameSize('mlb-40x60-counter') as FrameSize;
/** TEST_FRAME's print file (with bleed), in mm. */
export const TEST_PRINT_MM = printFileSizeMm(TEST_FRAME);
/** A photo's pixels that cover TEST_FRAME's print file at a little over 100 ppi. */
export const SHARP_IMAGE_PX: [number, number] = [1700, 2500];

/** A folder of its own for a test's files; `cleanup` removes it. */
export async function fixtureFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'backlit-artwork-'));
  return {
    dir,
    file: (name: string) => path.join(dir, name),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

interface PdfOptions {
  widthMm?: number;
  heightMm?: number;
  /** Pixel size of a photo placed over the whole page (its ppi follows from the page size). */
  imagePx?: [number, number];
  /** Place an image with an alpha channel. */
  alpha?: boolean;
  /** Write text in Helvetica, which pdf-lib does not embed. */
  unembeddedFont?: boolean;
  /** Draw crop marks in the bleed margin. */
  cropMarks?: boolean;
  /** The version written in the header. */
  version?: string;
  pages?: number;
}

/** A one-page PDF for TEST_FRAME (with bleed unless told otherwise). */
export async function makePdf(options: PdfOptions = {}): Promise<Buffer> {
  const width = mmToPt(options.widthMm ?? TEST_PRINT_MM.widthMm);
  const height = mmToPt(options.heightMm ?? TEST_PRINT_MM.heightMm);
  const document = await PDFDocument.create();
  for (let index = 0; index < (options.pages ?? 1); index += 1) {
    const page = document.addPage([width, height]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width,
      height,
      color: { type: 'RGB', red: 0.1, green: 0.3, blue: 0.6 } as never,
    });
    if (options.imagePx) {
      const [w, h] = options.imagePx;
      const png = await sharp({
        create: {
          width: w,
          height: h,
          channels: options.alpha ? 4 : 3,
          background: options.alpha ? { r: 200, g: 80, b: 40, alpha: 0.5 } : '#c85028',
        },
      })
        .png()
        .toBuffer();
      const image = await document.embedPng(png);
      page.drawImage(image, { x: 0, y: 0, width, height });
    }
    if (options.unembeddedFont) {
      const font = await document.embedFont(StandardFonts.Helvetica);
      page.drawText('Trade show', { x: mmToPt(60), y: height / 2, size: 120, font });
    }
    if (options.cropMarks) {
      const bleed = mmToPt(10);
      for (const [x, y] of [
        [0, bleed],
        [width - bleed, bleed],
      ] as const) {
        page.drawLine({ start: { x, y }, end: { x: x + bleed * 0.8, y }, thickness: 0.5 });
      }
    }
  }
  const bytes = Buffer.from(await document.save({ useObjectStreams: false }));
  if (options.version) bytes.write(`%PDF-${options.version}`, 0, 'latin1');
  return bytes;
}

/** A TIFF of `widthPx` × `heightPx` at `ppi`, compressed as told. */
export async function makeTiff(options: {
  widthPx: number;
  heightPx: number;
  ppi: number;
  compression: 'lzw' | 'jpeg' | 'none';
  alpha?: boolean;
}): Promise<Buffer> {
  return sharp({
    create: {
      width: options.widthPx,
      height: options.heightPx,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 30, g: 90, b: 160, alpha: 0.5 } : '#1e5aa0',
    },
  })
    .withMetadata({ density: options.ppi })
    .tiff({ compression: options.compression, xres: options.ppi / 25.4, yres: options.ppi / 25.4 })
    .toBuffer();
}

/** TEST_FRAME's print file as a hand-written page's MediaBox, in whole points. */
const MEDIA_BOX = `[0 0 ${Math.round(mmToPt(TEST_PRINT_MM.widthMm))} ${Math.round(mmToPt(TEST_PRINT_MM.heightMm))}]`;

/**
 * A PDF whose page tree claims 100,000 pages, all one page object referenced over and over: a
 * small file that would make a naive checker walk every page.
 */
export function makeManyPagePdf(pages = 100_000): Buffer {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  return handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox ${MEDIA_BOX} >>`,
  ]);
}

/**
 * A PDF whose page content is a small compressed stream that inflates to `inflatedMb` of
 * drawing commands: a decompression bomb.
 */
export function makeInflatingPdf(inflatedMb = 4096): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, '0 0 m 1 1 l S\n');
  const parts: Buffer[] = [];
  // Deflate repeats of one megabyte: compressing the whole would take that memory here.
  const compressed = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => chunk)), {
    level: 9,
  });
  for (let index = 0; index < inflatedMb / 64; index += 1) parts.push(compressed);
  const streams = parts.map((part) => part.length);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${MEDIA_BOX} /Contents [${streams.map((_, index) => `${index + 4} 0 R`).join(' ')}] >>`,
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(`<< /Length ${part.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        part,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    ),
  ];
  return handWrittenPdf(objects);
}

function handWrittenPdf(objects: (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(body);
    length += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/** Writes `bytes` as `name` in the folder. */
export async function writeFixture(
  folder: { file: (name: string) => string },
  name: string,
  bytes: Buffer,
) {
  const file = folder.file(name);
  await writeFile(file, bytes);
  return file;
}
