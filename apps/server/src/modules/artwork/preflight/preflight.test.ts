import { judgeArtwork, type PreflightReport } from '@backlit/domain';
import { describe, expect, it } from 'vitest';
import {
  makeManyPagePdf,
  makePdf,
  makeTiff,
  SHARP_IMAGE_PX,
  TEST_FRAME,
} from '../artwork.fixtures';
import type { PreflightOutcome } from './preflight-runner';
import { preflightChecker } from './preflight.fixtures';

/**
 * The preflight process on files the tests make: each rule's verdict. Hostile files (memory and
 * time limits) are in preflight-limits.test.ts, with the slow files.
 */

const check = preflightChecker();

function report(outcome: PreflightOutcome): PreflightReport {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return judgeArtwork(outcome.measurements, TEST_FRAME);
}

const verdict = (result: PreflightReport, rule: string) =>
  result.checks.find((check) => check.rule === rule);

// Each check starts a process (through tsx here): slow on a busy shared machine.
describe('PDF', { timeout: 60_000 }, () => {
  it('passes the right size with bleed and a sharp image', async () => {
    const result = report(await check('good.pdf', await makePdf({ imagePx: SHARP_IMAGE_PX })));
    expect(result.verdict).toBe('pass');
  });

  it('fails a page without bleed, and names the frame a wrong-size page fits', async () => {
    const noBleed = report(
      await check(
        'no-bleed.pdf',
        await makePdf({ widthMm: TEST_FRAME.widthMm, heightMm: TEST_FRAME.heightMm }),
      ),
    );
    expect(verdict(noBleed, 'page_size')?.message).toContain('the visible size without bleed');
    // 620 × 820 mm: the print file of the next counter frame up.
    const wrong = report(await check('wrong.pdf', await makePdf({ widthMm: 620, heightMm: 820 })));
    expect(verdict(wrong, 'page_size')?.message).toContain(
      'It fits the MLB 60 × 80 cm Counter-battery frame',
    );
  });

  it('reports a 72 ppi image with its resolution', async () => {
    // 1191 px over 420 mm (16.54 in) is 72 ppi.
    const result = report(await check('72ppi.pdf', await makePdf({ imagePx: [1191, 1757] })));
    expect(verdict(result, 'resolution')).toMatchObject({ verdict: 'fail' });
    expect(verdict(result, 'resolution')?.message).toContain('only 72 ppi');
  });

  it('names an unembedded font', async () => {
    const result = report(await check('font.pdf', await makePdf({ unembeddedFont: true })));
    expect(verdict(result, 'fonts')?.message).toContain('Not embedded: Helvetica');
  });

  it('fails an image with an alpha channel as transparency', async () => {
    const result = report(
      await check('alpha.pdf', await makePdf({ imagePx: SHARP_IMAGE_PX, alpha: true })),
    );
    expect(verdict(result, 'transparency')?.verdict).toBe('fail');
  });

  it('fails PDF 1.3 and thin marks in the bleed', async () => {
    const result = report(
      await check('old.pdf', await makePdf({ version: '1.3', cropMarks: true })),
    );
    expect(verdict(result, 'version')?.message).toContain('PDF 1.3');
    expect(verdict(result, 'marks')?.verdict).toBe('fail');
  });

  it('refuses a 100,000-page PDF in plain words', async () => {
    const outcome = await check('pages.pdf', makeManyPagePdf(100_000));
    expect(outcome).toMatchObject({ ok: false, cause: 'refused' });
    expect(!outcome.ok && outcome.message).toContain('100,000 pages');
  });
});

describe('TIFF', { timeout: 60_000 }, () => {
  // 420 × 620 mm at 100 ppi.
  const size = { widthPx: 1654, heightPx: 2441, ppi: 100 };

  it('passes LZW at the right size', async () => {
    const result = report(await check('good.tif', await makeTiff({ ...size, compression: 'lzw' })));
    expect(verdict(result, 'compression')?.verdict).toBe('pass');
    expect(verdict(result, 'page_size')?.verdict).toBe('pass');
  });

  it('fails JPEG compression and warns about none', async () => {
    const jpeg = report(await check('jpeg.tif', await makeTiff({ ...size, compression: 'jpeg' })));
    expect(verdict(jpeg, 'compression')?.verdict).toBe('fail');
    const none = report(await check('none.tif', await makeTiff({ ...size, compression: 'none' })));
    expect(verdict(none, 'compression')?.verdict).toBe('warn');
  });

  it('fails an alpha channel', async () => {
    const result = report(
      await check('alpha.tif', await makeTiff({ ...size, compression: 'lzw', alpha: true })),
    );
    expect(verdict(result, 'transparency')?.message).toContain('1 extra channel');
  });
});
