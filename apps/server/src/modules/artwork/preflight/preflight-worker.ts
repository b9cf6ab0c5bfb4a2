import { writeFile } from 'node:fs/promises';
import { PRINT_BLEED_MM, PAGE_SIZE_TOLERANCE_MM } from '@backlit/domain';
import sharp from 'sharp';
import { addBleedToPdf, addBleedToTiff } from './add-bleed';
import { measurePdf, openPdf, PreflightRefusal, renderPdfPage } from './measure-pdf';
import { measureTiff } from './measure-tiff';
import { PROOF_MAX_PIXELS, proofImages } from './proof';
import type { PreflightAnswer, PreflightRequest } from './preflight-protocol';

/**
 * The preflight process: reads one file, answers its measurements and writes its proof and
 * preview, then exits; asked to, it first makes the shop's version of the file with the bleed
 * added and checks that instead. It runs apart from the server (a child process with a capped
 * heap, watched for memory and time) because a hostile or huge file may make the PDF or TIFF
 * readers use a great deal of both; the worst it can do is be killed.
 */

sharp.concurrency(1);
sharp.cache(false);

/** The preview shows what the frame shows: a page with bleed loses it, any other is kept whole. */
function insetFor(pageWidthMm: number, request: PreflightRequest): number {
  const withBleed = Math.abs(pageWidthMm - request.expectedWidthMm) <= PAGE_SIZE_TOLERANCE_MM;
  return withBleed ? PRINT_BLEED_MM : 0;
}

async function writeImages(
  request: PreflightRequest,
  images: { proof: Buffer; preview: Buffer },
): Promise<void> {
  await Promise.all([
    writeFile(request.proofPath, images.proof),
    writeFile(request.previewPath, images.preview),
  ]);
}

async function preflight(request: PreflightRequest): Promise<PreflightAnswer> {
  if (request.format === 'pdf') {
    let file = request.file;
    if (request.addBleedTo) {
      await addBleedToPdf(request.file, request.addBleedTo);
      file = request.addBleedTo;
    }
    const document = openPdf(file);
    const measurements = measurePdf(document);
    const page = renderPdfPage(document, PROOF_MAX_PIXELS);
    const insetMm = insetFor(measurements.pageWidthMm, request);
    await writeImages(request, await proofImages(page, measurements.pageWidthMm, { insetMm }));
    return { ok: true, measurements, proof: true, preview: true };
  }
  let file = request.file;
  let measurements = await measureTiff(file);
  if (request.addBleedTo) {
    await addBleedToTiff(file, request.addBleedTo, measurements);
    file = request.addBleedTo;
    measurements = await measureTiff(file);
  }
  // Without a stated resolution, the image is drawn as if it filled the frame's print size.
  const pageWidthMm =
    measurements.ppi === null
      ? request.expectedWidthMm
      : (measurements.widthPx / measurements.ppi) * 25.4;
  const insetMm = insetFor(pageWidthMm, request);
  await writeImages(request, await proofImages(file, pageWidthMm, { sequential: true, insetMm }));
  return { ok: true, measurements, proof: true, preview: true };
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
