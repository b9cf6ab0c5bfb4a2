import { describe, expect, it } from 'vitest';
import {
  artworkLineStatus,
  judgeArtwork,
  pageSizeCheck,
  type PdfMeasurements,
  type TiffMeasurements,
} from './artwork';
import { findFrameSize, type FrameSize } from './frame-sizes';

const frame = findFrameSize('mlb-100x200') as FrameSize;

const goodPdf: PdfMeasurements = {
  format: 'pdf',
  version: 1.7,
  pageCount: 1,
  pageWidthMm: 1020,
  pageHeightMm: 2020,
  trimWidthMm: null,
  trimHeightMm: null,
  unembeddedFonts: [],
  lowestImage: { ppi: 150, widthPx: 6000, heightPx: 12000 },
  transparency: false,
  marksInBleed: 0,
};

const verdictOf = (report: ReturnType<typeof judgeArtwork>, rule: string) =>
  report.checks.find((check) => check.rule === rule);

describe('page size', () => {
  it('passes the visible size plus 10 mm bleed, within a millimetre', () => {
    expect(pageSizeCheck(1020.6, 2019.4, frame).verdict).toBe('pass');
  });

  it('says "no bleed" with the size it needs for the visible size exactly', () => {
    const check = pageSizeCheck(1000, 2000, frame);
    expect(check.verdict).toBe('fail');
    expect(check.message).toBe(
      'Your page is 1000 × 2000 mm, the visible size without bleed; this frame needs 1020 × 2020 mm: add 10 mm bleed on every side (extend the background) — see the template.',
    );
  });

  it('names the frame a wrong-size page fits', () => {
    const check = pageSizeCheck(870, 2020, frame);
    expect(check.verdict).toBe('fail');
    expect(check.message).toContain('It fits the MLB 85 × 200 cm frame');
  });

  it('says when the page is turned on its side', () => {
    expect(pageSizeCheck(2020, 1020, frame).message).toContain('turned on its side');
  });
});

describe('PDF report', () => {
  it('passes a print-ready file', () => {
    const report = judgeArtwork(goodPdf, frame);
    expect(report.verdict).toBe('pass');
    expect(report.checks.every((check) => check.verdict === 'pass')).toBe(true);
  });

  it('fails each broken rule with its measured value', () => {
    const report = judgeArtwork(
      {
        ...goodPdf,
        version: 1.3,
        pageCount: 100_000,
        unembeddedFonts: ['Helvetica'],
        lowestImage: { ppi: 72, widthPx: 2890, heightPx: 5726 },
        transparency: true,
        marksInBleed: 8,
      },
      frame,
    );
    expect(report.verdict).toBe('fail');
    expect(verdictOf(report, 'version')?.message).toContain('PDF 1.3');
    expect(verdictOf(report, 'pages')?.message).toContain('100,000 pages');
    expect(verdictOf(report, 'fonts')?.message).toContain('Helvetica');
    expect(verdictOf(report, 'resolution')?.message).toContain('only 72 ppi');
    expect(verdictOf(report, 'transparency')?.verdict).toBe('fail');
    expect(verdictOf(report, 'marks')?.message).toContain('8 thin lines');
  });
});

describe('TIFF report', () => {
  const goodTiff: TiffMeasurements = {
    format: 'tiff',
    compression: 'lzw',
    widthPx: 4016,
    heightPx: 7953,
    ppi: 100,
    extraChannels: 0,
    colourSpace: 'cmyk',
  };

  it('passes LZW at the right size and resolution', () => {
    expect(judgeArtwork(goodTiff, frame).verdict).toBe('pass');
  });

  it('warns about no compression and fails JPEG compression or an alpha channel', () => {
    expect(judgeArtwork({ ...goodTiff, compression: 'none' }, frame).verdict).toBe('warn');
    expect(judgeArtwork({ ...goodTiff, compression: 'jpeg' }, frame).verdict).toBe('fail');
    const alpha = judgeArtwork({ ...goodTiff, extraChannels: 1 }, frame);
    expect(verdictOf(alpha, 'transparency')?.verdict).toBe('fail');
  });
});

describe('line status', () => {
  it('follows the file, and an approved file is in production with its order', () => {
    expect(artworkLineStatus(null, 'paid')).toBe('awaiting_file');
    expect(artworkLineStatus({ status: 'changes_requested' }, 'paid')).toBe('needs_attention');
    expect(artworkLineStatus({ status: 'approved' }, 'paid')).toBe('approved');
    expect(artworkLineStatus({ status: 'approved' }, 'in_production')).toBe('in_production');
  });
});

describe('the bleed fix', () => {
  const noBleed: PdfMeasurements = { ...goodPdf, pageWidthMm: 1000, pageHeightMm: 2000 };

  it('is offered when the page is the visible size and nothing else failed', () => {
    const report = judgeArtwork(noBleed, frame);
    expect(report.verdict).toBe('fail');
    expect(report.fixes).toEqual(['add_bleed']);
    expect(judgeArtwork(goodPdf, frame).fixes).toEqual([]);
  });

  it('is not offered when another rule fails too, or the page is another size or turned', () => {
    expect(judgeArtwork({ ...noBleed, unembeddedFonts: ['Arial'] }, frame).fixes).toEqual([]);
    expect(
      judgeArtwork({ ...noBleed, pageWidthMm: 2000, pageHeightMm: 1000 }, frame).fixes,
    ).toEqual([]);
    expect(judgeArtwork({ ...noBleed, pageWidthMm: 850 }, frame).fixes).toEqual([]);
    // A trim box smaller than the page: the visible area is not the page.
    expect(judgeArtwork({ ...noBleed, trimWidthMm: 900, trimHeightMm: 1900 }, frame).fixes).toEqual(
      [],
    );
  });

  it('is offered for a TIFF at the visible size with a resolution, not for one without', () => {
    // 1000 × 2000 mm at 100 ppi.
    const tiff: TiffMeasurements = {
      format: 'tiff',
      compression: 'lzw',
      widthPx: 3937,
      heightPx: 7874,
      ppi: 100,
      extraChannels: 0,
      colourSpace: 'cmyk',
    };
    expect(judgeArtwork(tiff, frame).fixes).toEqual(['add_bleed']);
    expect(judgeArtwork({ ...tiff, ppi: null }, frame).fixes).toEqual([]);
  });
});

describe('fabric width', () => {
  it('adds the seam line to every report, a warning where the fabric is too narrow', () => {
    expect(judgeArtwork(goodPdf, frame).checks.at(-1)).toMatchObject({
      rule: 'seam',
      verdict: 'pass',
    });
    const narrow = judgeArtwork(goodPdf, frame, { fabricWidthMm: 900 });
    expect(narrow.verdict).toBe('warn');
    expect(narrow.checks.at(-1)?.message).toContain(
      'vertical seam 500 mm from the visible left edge',
    );
  });
});
