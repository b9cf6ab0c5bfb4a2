import type { ArtworkMeasurements } from '@backlit/domain';

/** What the server asks the preflight process: measure `file`, write the proof to `proofPath`. */
export interface PreflightRequest {
  file: string;
  format: 'pdf' | 'tiff';
  proofPath: string;
  /** The frame's print width (with bleed), for drawing a TIFF that states no resolution. */
  expectedWidthMm: number;
}

/** What the preflight process answers before it exits. */
export type PreflightAnswer =
  | { ok: true; measurements: ArtworkMeasurements; proof: boolean }
  /** `message` is for the customer when the checker refused the file, else a technical detail. */
  | { ok: false; message: string; refusal: boolean };
