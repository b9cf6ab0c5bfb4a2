import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  judgeArtwork,
  mmToPt,
  PRINT_BLEED_MM,
  type PdfMeasurements,
  type TiffMeasurements,
} from '@backlit/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureFolder,
  makePdf,
  makeTiff,
  TEST_FRAME,
  TEST_PRINT_MM,
  writeFixture,
} from '../artwork.fixtures';
import { runPreflight } from './preflight-runner';

/**
 * The shop's "add the bleed for me": a file at the visible size fails only on its bleed; the
 * version made in the preflight process passes, and keeps the original page as its trim box,
 * as an independent reader (poppler's pdfinfo) sees it.
 */

const LIMITS = { memoryMb: 768, timeoutMs: 60_000 };
let folder: Awaited<ReturnType<typeof fixtureFolder>>;

beforeAll(async () => {
  folder = await fixtureFolder();
});
afterAll(() => folder?.cleanup());

const exec = promisify(execFile);

/** Page 1's boxes as pdfinfo prints them, in points: { MediaBox: [x0, y0, x1, y1], … }. */
async function popplerBoxes(file: string): Promise<Record<string, number[]>> {
  const { stdout } = await exec('pdfinfo', ['-box', file]);
  const boxes: Record<string, number[]> = {};
  for (const [, name, values] of stdout.matchAll(/^(\w+Box):\s+([\d.\s-]+)$/gm)) {
    boxes[name!] = values!.trim().split(/\s+/).map(Number);
  }
  return boxes;
}

/** Whether poppler's pdfinfo can be run here (CI installs poppler-utils). */
async function popplerInstalled(): Promise<boolean> {
  return exec('pdfinfo', ['-v']).then(
    () => true,
    () => false,
  );
}

async function check(name: string, bytes: Buffer, format: 'pdf' | 'tiff', fix: boolean) {
  const file = await writeFixture(folder, name, bytes);
  const corrected = folder.file(`${name}-with-bleed`);
  const outcome = await runPreflight(
    {
      file,
      format,
      proofPath: folder.file(`${name}.png`),
      previewPath: folder.file(`${name}.jpg`),
      expectedWidthMm: TEST_PRINT_MM.widthMm,
      ...(fix ? { addBleedTo: corrected } : {}),
    },
    LIMITS,
  );
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return { file, corrected, outcome, report: judgeArtwork(outcome.measurements, TEST_FRAME) };
}

/**
 * pdfinfo prints points to two decimals, so a sum or difference of printed values may be a
 * hundredth or two off the printed one: values this close are the same.
 */
const PRINTED_ROUNDING_PT = 0.03;

function expectPoints(actual: number[] | undefined, expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  actual!.forEach((value, index) =>
    expect(Math.abs(value - expected[index]!)).toBeLessThan(PRINTED_ROUNDING_PT),
  );
}

describe('add the bleed for me', { timeout: 60_000 }, () => {
  it('makes a PDF at the visible size pass, its trim box the original page', async () => {
    // 400 × 600 mm, the visible size of the frame, at 102 ppi: fails only on its bleed.
    const bytes = await makePdf({ widthMm: 400, heightMm: 600, imagePx: [1600, 2400] });
    const original = await check('no-bleed.pdf', bytes, 'pdf', false);
    expect(original.report.verdict).toBe('fail');
    expect(original.report.fixes).toEqual(['add_bleed']);

    const fixed = await check('no-bleed-fixed.pdf', bytes, 'pdf', true);
    expect(fixed.report.checks.filter((check) => check.verdict !== 'pass')).toEqual([]);
    const measured = fixed.outcome.measurements as PdfMeasurements;
    expect([measured.pageWidthMm, measured.pageHeightMm].map(Math.round)).toEqual([420, 620]);
    // The image is the same one, at the same resolution: nothing was resampled.
    expect(measured.lowestImage?.ppi).toBe(
      (original.outcome.measurements as PdfMeasurements).lowestImage?.ppi,
    );

    // Read back by poppler: the trim box is the original's page, moved in by the bleed.
    if (!(await popplerInstalled()) && !process.env.CI) return;
    const before = await popplerBoxes(original.file);
    const after = await popplerBoxes(fixed.corrected);
    const bleed = mmToPt(PRINT_BLEED_MM);
    const [x0, y0, x1, y1] = before.MediaBox!;
    expectPoints(after.TrimBox, [bleed, bleed, bleed + x1! - x0!, bleed + y1! - y0!]);
    expectPoints(
      [after.TrimBox![2]! - after.TrimBox![0]!],
      [before.TrimBox![2]! - before.TrimBox![0]!],
    );
    expectPoints(after.MediaBox, [0, 0, x1! - x0! + 2 * bleed, y1! - y0! + 2 * bleed]);
    expect(after.BleedBox).toEqual(after.MediaBox);
  });

  it('mirrors the edges of a TIFF into its bleed at its own resolution', async () => {
    // 400 × 600 mm at 20 ppi (too coarse to print, but small): red on the left, blue on the right.
    const [widthPx, heightPx, ppi] = [315, 472, 20];
    const bleedPx = Math.round((PRINT_BLEED_MM / 25.4) * ppi);
    const red = await sharp({
      create: { width: 157, height: heightPx, channels: 3, background: '#b91c1c' },
    })
      .png()
      .toBuffer();
    const bytes = await sharp(await makeTiff({ widthPx, heightPx, ppi, compression: 'lzw' }))
      .composite([{ input: red, left: 0, top: 0 }])
      .withMetadata({ density: ppi })
      .tiff({ compression: 'lzw', xres: ppi / 25.4, yres: ppi / 25.4 })
      .toBuffer();
    const original = await check('no-bleed.tif', bytes, 'tiff', false);
    expect(original.report.checks.find((c) => c.rule === 'page_size')?.verdict).toBe('fail');

    const fixed = await check('no-bleed-fixed.tif', bytes, 'tiff', true);
    expect(fixed.outcome.measurements as TiffMeasurements).toMatchObject({
      compression: 'lzw',
      ppi,
      widthPx: widthPx + 2 * bleedPx,
      heightPx: heightPx + 2 * bleedPx,
    });
    expect(fixed.report.checks.find((c) => c.rule === 'page_size')?.verdict).toBe('pass');
    // The left bleed continues the red half, the right one the blue half.
    const { data, info } = await sharp(fixed.corrected)
      .extract({ left: 0, top: 240, width: widthPx + 2 * bleedPx, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[2]]).toEqual([0xb9, 0x1c]);
    const last = (info.width - 1) * info.channels;
    expect([data[last], data[last + 2]]).toEqual([0x1e, 0xa0]);
  });
});
