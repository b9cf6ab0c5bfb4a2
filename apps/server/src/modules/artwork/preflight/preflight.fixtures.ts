import { afterAll, beforeAll } from 'vitest';
import { fixtureFolder, TEST_PRINT_MM, writeFixture } from '../artwork.fixtures';
import { artworkFormatOf } from '../file-type';
import { runPreflight, type PreflightLimits } from './preflight-runner';

/** The limits the shop's own check runs with, roomy enough for a busy shared machine. */
export const TEST_LIMITS: PreflightLimits = { memoryMb: 768, timeoutMs: 60_000 };

/**
 * A test file's way to run the check process on bytes it made: each file is written to a folder
 * of the test file's own (removed after it), with its proof and preview beside it.
 */
export function preflightChecker() {
  let folder: Awaited<ReturnType<typeof fixtureFolder>>;
  beforeAll(async () => {
    folder = await fixtureFolder();
  });
  afterAll(() => folder?.cleanup());

  return async function check(name: string, bytes: Buffer, limits = TEST_LIMITS) {
    const file = await writeFixture(folder, name, bytes);
    const format = artworkFormatOf(bytes.subarray(0, 1024));
    if (format !== 'pdf' && format !== 'tiff') throw new Error(`${name} is ${format}`);
    return runPreflight(
      {
        file,
        format,
        proofPath: folder.file(`${name}.png`),
        previewPath: folder.file(`${name}.jpg`),
        expectedWidthMm: TEST_PRINT_MM.widthMm,
      },
      limits,
    );
  };
}
