import type { ArtworkMeasurements } from '@backlit/domain';

/** What the server asks the preflight process: measure `file`, write the proof to `proofPath`. */
export interface PreflightRequest {
  file: string;
  format: 'pdf' | 'tiff';
  proofPath: string;
  /** Where the preview (the visible area without lines, JPEG) is written. */
  previewPath: string;
  /** The frame's print width (with bleed), for drawing a TIFF that states no resolution. */
  expectedWidthMm: number;
  /**
   * When set, the shop's corrected version is made first: `file` with the bleed added (edges
   * mirrored), written here; that version is then measured and drawn instead of `file`.
   */
  addBleedTo?: string;
}

/** What the preflight process answers before it exits. */
export type PreflightAnswer =
  | { ok: true; measurements: ArtworkMeasurements; proof: boolean; preview: boolean }
  /** `message` is for the customer when the checker refused the file, else a technical detail. */
  | { ok: false; message: string; refusal: boolean };
