import { PRINT_BLEED_MM, PRINT_SAFETY_MM } from '@backlit/domain';
import sharp from 'sharp';

/** Longer side of a proof image, in pixels: enough to judge the layout, small to send. */
export const PROOF_MAX_PIXELS = 1600;
/** A TIFF larger than this many pixels is refused before its pixels are decoded. */
export const PROOF_INPUT_PIXELS_MAX = 1_000_000_000;

/**
 * The lines drawn over the artwork: the bleed (the sheet's edge, cut away by the frame's channel),
 * the trim (the visible edge of the frame) and the safety line (keep text and logos inside).
 */
function overlay(width: number, height: number, pageWidthMm: number): Buffer {
  const perMm = width / pageWidthMm;
  const inset = (mm: number) => mm * perMm;
  // Thick enough to see when the proof is shown a quarter of its size.
  const stroke = Math.max(3, Math.round(Math.max(width, height) / 250));
  const rect = (mm: number, colour: string, dash: string) => {
    const at = inset(mm);
    return `<rect x="${at}" y="${at}" width="${Math.max(0, width - 2 * at)}" height="${Math.max(0, height - 2 * at)}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-dasharray="${dash}"/>`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="0" y="0" width="${width}" height="${height}" fill="none" stroke="#dc2626" stroke-width="${stroke * 2}"/>
<path fill="rgba(220,38,38,0.18)" fill-rule="evenodd" d="M0 0H${width}V${height}H0Z M${inset(PRINT_BLEED_MM)} ${inset(PRINT_BLEED_MM)}V${height - inset(PRINT_BLEED_MM)}H${width - inset(PRINT_BLEED_MM)}V${inset(PRINT_BLEED_MM)}Z"/>
${rect(PRINT_BLEED_MM, '#1d4ed8', '')}
${rect(PRINT_BLEED_MM + PRINT_SAFETY_MM, '#16a34a', `${stroke * 4} ${stroke * 2}`)}
</svg>`;
  return Buffer.from(svg);
}

/** Longer side of a preview image, in pixels: two panels of a lit preview on a 2× screen. */
export const PREVIEW_MAX_PIXELS = 1000;

/**
 * The proof of a rendered page (PNG) whose full width is `pageWidthMm`, and its preview: the
 * same page without the lines, cut `insetMm` in from every edge (the bleed, when the page has
 * it) to the area the frame shows, as a JPEG for the lit preview.
 */
export async function proofImages(
  image: Buffer | string,
  pageWidthMm: number,
  options: { sequential?: boolean; insetMm?: number } = {},
): Promise<{ proof: Buffer; preview: Buffer }> {
  const base = await sharp(image, {
    limitInputPixels: PROOF_INPUT_PIXELS_MAX,
    sequentialRead: options.sequential ?? false,
  })
    .resize(PROOF_MAX_PIXELS, PROOF_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const proof = await sharp(base.data)
    .composite([{ input: overlay(width, height, pageWidthMm), top: 0, left: 0 }])
    .png({ compressionLevel: 7 })
    .toBuffer();
  const inset = Math.round((options.insetMm ?? 0) * (width / pageWidthMm));
  const cut =
    inset > 0 && width > 2 * inset && height > 2 * inset
      ? { left: inset, top: inset, width: width - 2 * inset, height: height - 2 * inset }
      : { left: 0, top: 0, width, height };
  const preview = await sharp(base.data)
    .extract(cut)
    .resize(PREVIEW_MAX_PIXELS, PREVIEW_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { proof, preview };
}
