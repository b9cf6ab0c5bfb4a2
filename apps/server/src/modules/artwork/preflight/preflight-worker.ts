import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { measurePdf, openPdf, PreflightRefusal, renderPdfPage } from './measure-pdf';
import { measureTiff } from './measure-tiff';
import { PROOF_MAX_PIXELS, proofFromImage } from './proof';
import type { PreflightAnswer, PreflightRequest } from './preflight-protocol';

/**
 * The preflight process: reads one file, answers its measurements and writes its proof, then
 * exits. It runs apart from the server (a child process with a capped heap, watched for memory
 * and time) because a hostile or huge file may make the PDF or TIFF readers use a great deal of
 * both; the worst it can do is be killed.
 */
sharp.concurrency(1);
sharp.cache(false);

async function preflight(request: PreflightRequest): Promise<PreflightAnswer> {
  if (request.format === 'pdf') {
    const document = openPdf(request.file);
    const measurements = measurePdf(document);
    const page = renderPdfPage(document, PROOF_MAX_PIXELS);
    await writeFile(request.proofPath, await proofFromImage(page, measurements.pageWidthMm));
    return { ok: true, measurements, proof: true };
  }
  const measurements = await measureTiff(request.file);
  // Without a stated resolution, the image is drawn as if it filled the frame's print size.
  const pageWidthMm =
    measurements.ppi === null
      ? request.expectedWidthMm
      : (measurements.widthPx / measurements.ppi) * 25.4;
  const proof = await proofFromImage(request.file, pageWidthMm, { sequential: true });
  await writeFile(request.proofPath, proof);
  return { ok: true, measurements, proof: true };
}

process.once('message', (request: PreflightRequest) => {
  preflight(request)
    .catch((error: unknown): PreflightAnswer => ({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      refusal: error instanceof PreflightRefusal,
    }))
    .then((answer) => process.send?.(answer, () => process.exit(0)));
});
