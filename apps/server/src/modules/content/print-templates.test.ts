import {
  FRAME_SIZES,
  findFrameSize,
  mmToPt,
  PRINT_BLEED_MM,
  PRINT_SAFETY_MM,
  printTemplatePath,
  type FrameSize,
} from '@backlit/domain';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/app';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

function download(frame: Pick<FrameSize, 'slug'>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: printTemplatePath(frame), headers });
}

function frame(slug: string): FrameSize {
  return findFrameSize(slug)!;
}

/** The page's drawing operators, decoded. */
function contentOf(pdf: PDFDocument): string {
  const contents = pdf.getPage(0).node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => {
      const stream = pdf.context.lookup(ref) as PDFStream;
      return stream instanceof PDFRawStream
        ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
        : '';
    })
    .join('\n');
}

/** Text as the standard fonts write it: WinAnsi bytes in hex (— is 0x97 there, × is 0xD7). */
const hex = (text: string) =>
  Buffer.from(text.replace(/—/g, '\x97'), 'latin1').toString('hex').toUpperCase();

/** Every `x y w h re` of the content stream. */
function rectangles(content: string): number[][] {
  return [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((match) =>
    match.slice(1, 5).map(Number),
  );
}

function expectRectangle(all: number[][], expected: number[]) {
  const found = all.some((rect) => rect.every((value, i) => Math.abs(value - expected[i]!) <= 0.5));
  expect(found, `rectangle ${expected.join(' ')} in ${JSON.stringify(all)}`).toBe(true);
}

describe('print templates', () => {
  it.each(['mlb-85x150', 'mlb-100x200', 'mlb-200x250-counter-battery', 'mlb-250x300'])(
    '%s is the visible size plus 10 mm bleed per side, in points',
    async (slug) => {
      const size = frame(slug);
      const response = await download(size);
      expect(response.statusCode).toBe(200);
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0);
      const { width, height } = page.getSize();
      expect(Math.abs(width - mmToPt(size.widthMm + 20))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(height - mmToPt(size.heightMm + 20))).toBeLessThanOrEqual(0.5);
      const trim = page.getTrimBox();
      expect(trim.x).toBeCloseTo(mmToPt(PRINT_BLEED_MM), 1);
      expect(trim.width).toBeCloseTo(mmToPt(size.widthMm), 1);
    },
  );

  it('draws the trim line and the safety zone at the right offsets, on layers', async () => {
    const size = frame('mlb-100x200');
    const pdf = await PDFDocument.load((await download(size)).rawPayload);
    const content = contentOf(pdf);
    const bleed = mmToPt(PRINT_BLEED_MM);
    const safety = mmToPt(PRINT_BLEED_MM + PRINT_SAFETY_MM);
    const all = rectangles(content);
    expectRectangle(all, [bleed, bleed, mmToPt(size.widthMm), mmToPt(size.heightMm)]);
    expectRectangle(all, [
      safety,
      safety,
      mmToPt(size.widthMm - 2 * PRINT_SAFETY_MM),
      mmToPt(size.heightMm - 2 * PRINT_SAFETY_MM),
    ]);
    // Optional content groups: four layers, each used by a marked-content block.
    const ocProperties = pdf.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
    expect(ocProperties.lookup(PDFName.of('OCGs'), PDFArray).size()).toBe(4);
    for (const layer of ['bleed', 'trim', 'safety', 'info']) {
      expect(content).toContain(`/OC /OC_${layer} BDC`);
    }
    expect(content.match(/BDC/g)).toHaveLength(content.match(/EMC/g)!.length);
  });

  it('carries the label block and the metadata title', async () => {
    const response = await download(frame('mlb-85x200-battery'));
    const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    const content = contentOf(pdf);
    for (const text of [
      'Print template — MLB 85 × 200 cm Battery',
      'Bleed: 10 mm on every side',
      'Safety distance: 30 mm inside the visible edge',
      'Accepted formats: INDD, AI, PSD, EPS, PDF, TIFF — PDF or TIFF preferred',
    ]) {
      expect(content, text).toContain(hex(text));
    }
    expect(content).toContain(hex('Resolution: 100 ppi minimum at 1:1'));
    expect(pdf.getTitle()).toBe('Print template MLB 85 × 200 cm Battery — Backlit Shop');
  });

  it('writes a PDF header of version 1.6 or higher', async () => {
    const response = await download(frame('mlb-85x150'));
    const header = /^%PDF-(\d+)\.(\d+)/.exec(
      response.rawPayload.subarray(0, 16).toString('latin1'),
    );
    expect(header).not.toBeNull();
    expect(Number(header![1]) * 10 + Number(header![2])).toBeGreaterThanOrEqual(16);
  });

  it('generates the template of every size as a PDF attachment with caching headers', async () => {
    for (const size of FRAME_SIZES) {
      const response = await download(size);
      expect(response.statusCode, size.slug).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="backlit-shop-template-${size.slug}.pdf"`,
      );
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('serves the cached bytes again, and 304 when the ETag matches', async () => {
    const size = frame('mlb-200x200');
    const first = await download(size);
    const second = await download(size);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await download(size, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it.each(['mlb-1x1.pdf', 'mlb-85x150', 'mlb-85x150.PDF', '..%2Fsecret.pdf'])(
    'answers 404 for %s',
    async (file) => {
      const response = await app.inject({ method: 'GET', url: `/api/print-templates/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    },
  );
});
