import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  judgeArtwork,
  printFileSizeMm,
  type ArtworkFileFormat,
  type FrameSize,
  type PreflightReport,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ArtworkConfig } from '../../config';
import type { FileStorage } from '../../platform/storage';
import { runPreflight, type PreflightOutcome } from './preflight/preflight-runner';

/** What running a stored file through the preflight process needs. */
export interface CheckDeps {
  storage: FileStorage;
  config: ArtworkConfig;
  log: FastifyBaseLogger;
}

/** Words for a file the check could not finish, by why it stopped. */
export function refusal(outcome: Extract<PreflightOutcome, { ok: false }>, format: string): string {
  switch (outcome.cause) {
    case 'refused':
      return outcome.message;
    case 'memory':
      return `Checking this ${format.toUpperCase()} needed more memory than we allow: it may be damaged, or built in an unusual way (a huge image, a compression bomb). Export it again; our studio will also look at it.`;
    case 'time':
      return `Checking this ${format.toUpperCase()} took too long: it may be damaged or far more complex than a banner needs. Export it again; our studio will also look at it.`;
    case 'unreadable':
      return `This file could not be read as a ${format.toUpperCase()}: it may be damaged or only partly uploaded. Export it again and upload it once more.`;
  }
}

/** A finished check: the outcome, and the files it made, kept in storage under these names. */
export type CheckResult =
  | { ok: false; outcome: Extract<PreflightOutcome, { ok: false }> }
  | {
      ok: true;
      report: PreflightReport;
      proofName: string;
      previewName: string;
      /** The shop's corrected file, when one was asked for. */
      corrected?: { storageName: string; sizeBytes: number };
    };

/**
 * Copies a stored file to a temporary folder, measures it in the preflight process (making the
 * shop's version with the bleed added first when `correctedName` is given), judges it against
 * the frame, and keeps the proof, the preview and the corrected file in storage. The caller
 * records the result, and removes the stored names if it cannot.
 */
export async function checkStoredFile(
  deps: CheckDeps,
  file: { id: number; orderId: number; storageName: string; format: ArtworkFileFormat },
  frame: FrameSize,
  correctedName?: string,
): Promise<CheckResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'backlit-preflight-'));
  try {
    const local = path.join(folder, `artwork.${file.format}`);
    const proofPath = path.join(folder, 'proof.png');
    const previewPath = path.join(folder, 'preview.jpg');
    const correctedPath = path.join(folder, `corrected.${file.format}`);
    await pipeline(await deps.storage.read(file.storageName), createWriteStream(local));
    const outcome = await runPreflight(
      {
        file: local,
        format: file.format as 'pdf' | 'tiff',
        proofPath,
        previewPath,
        expectedWidthMm: printFileSizeMm(frame).widthMm,
        ...(correctedName ? { addBleedTo: correctedPath } : {}),
      },
      { memoryMb: deps.config.checkMemoryMb, timeoutMs: deps.config.checkTimeoutMs },
    );
    deps.log.info(
      { fileId: file.id, ok: outcome.ok, peakMb: outcome.peakMb, corrected: !!correctedName },
      'artwork checked in the preflight process',
    );
    if (!outcome.ok) return { ok: false, outcome };
    const report = judgeArtwork(outcome.measurements, frame, {
      fabricWidthMm: deps.config.fabricWidthMm,
    });
    const stem = `artwork/${file.orderId}/${randomUUID()}`;
    const proofName = `${stem}-proof.png`;
    const previewName = `${stem}-preview.jpg`;
    await deps.storage.copyIn(proofName, proofPath);
    await deps.storage.copyIn(previewName, previewPath);
    if (!correctedName) return { ok: true, report, proofName, previewName };
    const { size } = await stat(correctedPath);
    await deps.storage.copyIn(correctedName, correctedPath);
    return {
      ok: true,
      report,
      proofName,
      previewName,
      corrected: { storageName: correctedName, sizeBytes: size },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
