import { judgeArtwork, type PreflightReport } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { buildTestApp } from '../../../test/app';
import {
  fixtureFolder,
  makeInflatingPdf,
  makeManyPagePdf,
  makePdf,
  makeTiff,
  TEST_FRAME,
  writeFixture,
} from '../artwork.fixtures';
import { artworkFormatOf } from '../file-type';
import { runPreflight, type PreflightOutcome } from './preflight-runner';

/**
 * The preflight process on files the tests make: each rule's verdict, and hostile files that end
 * in a refusal without taking the server's memory or its answers with them.
 */

const LIMITS = { memoryMb: 768, timeoutMs: 60_000 };
let folder: Awaited<ReturnType<typeof fixtureFolder>>;

beforeAll(async () => {
  folder = await fixtureFolder();
});
afterAll(() => folder?.cleanup());

async function check(name: string, bytes: Buffer, limits = LIMITS) {
  const file = await writeFixture(folder, name, bytes);
  const format = artworkFormatOf(bytes.subarray(0, 1024));
  if (format !== 'pdf' && format !== 'tiff') throw new Error(`${name} is ${format}`);
  return runPreflight(
    {
      file,
      format,
      proofPath: folder.file(`${name}.png`),
      previewPath: folder.file(`${name}.jpg`),
      expectedWidthMm: 870,
    },
    limits,
  );
}

function report(outcome: PreflightOutcome): PreflightReport {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return judgeArtwork(outcome.measurements, TEST_FRAME);
}

const verdict = (result: PreflightReport, rule: string) =>
  result.checks.find((check) => check.rule === rule);

// Each check starts a process (through tsx here): slow on a busy shared machine.
describe('PDF', { timeout: 60_000 }, () => {
  it('passes the right size with bleed and a sharp image', async () => {
    const result = report(await check('good.pdf', await makePdf({ imagePx: [3500, 8000] })));
    expect(result.verdict).toBe('pass');
  });

  it('fails a page without bleed, and names the frame a wrong-size page fits', async () => {
    const noBleed = report(
      await check('no-bleed.pdf', await makePdf({ widthMm: 850, heightMm: 2000 })),
    );
    expect(verdict(noBleed, 'page_size')?.message).toContain('the visible size without bleed');
    const wrong = report(
      await check('wrong.pdf', await makePdf({ widthMm: 1020, heightMm: 2020 })),
    );
    expect(verdict(wrong, 'page_size')?.message).toContain('It fits the MLB 100 × 200 cm frame');
  });

  it('reports a 72 ppi image with its resolution', async () => {
    // 2466 px over 870 mm (34.25 in) is 72 ppi.
    const result = report(await check('72ppi.pdf', await makePdf({ imagePx: [2466, 5726] })));
    expect(verdict(result, 'resolution')).toMatchObject({ verdict: 'fail' });
    expect(verdict(result, 'resolution')?.message).toContain('only 72 ppi');
  });

  it('names an unembedded font', async () => {
    const result = report(await check('font.pdf', await makePdf({ unembeddedFont: true })));
    expect(verdict(result, 'fonts')?.message).toContain('Not embedded: Helvetica');
  });

  it('fails an image with an alpha channel as transparency', async () => {
    const result = report(
      await check('alpha.pdf', await makePdf({ imagePx: [3500, 8000], alpha: true })),
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
  // 870 × 2020 mm at 100 ppi.
  const size = { widthPx: 3426, heightPx: 7953, ppi: 100 };

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

describe('a hostile file', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('is refused while the server keeps answering, its memory within 300 MB of where it was', async () => {
    const bomb = makeInflatingPdf(4096);
    // Warmed up first: the first answer of a new app includes its database's first query.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const before = process.memoryUsage.rss();
    let peak = before;
    const healthTimes: number[] = [];
    let checking = true;
    const checked = check('bomb.pdf', bomb, { memoryMb: 512, timeoutMs: 15_000 }).finally(() => {
      checking = false;
    });
    while (checking) {
      const started = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthTimes.push(performance.now() - started);
      peak = Math.max(peak, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outcome = await checked;
    expect(outcome.ok).toBe(false);
    expect(healthTimes.length).toBeGreaterThan(3);
    // Well inside the one second a load balancer's probe allows, on a busy shared machine too.
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
  }, 90_000);

  it('is stopped at the time limit', async () => {
    const outcome = await check('slow.pdf', makeInflatingPdf(1024), {
      memoryMb: 4096,
      timeoutMs: 1500,
    });
    expect(outcome).toMatchObject({ ok: false, cause: 'time' });
  });

  it('is stopped at the memory limit', async () => {
    const outcome = await check('big.pdf', makeInflatingPdf(1024), {
      memoryMb: 200,
      timeoutMs: 60_000,
    });
    expect(outcome).toMatchObject({ ok: false, cause: 'memory' });
    expect(outcome.peakMb).toBeLessThan(400);
  });
});
