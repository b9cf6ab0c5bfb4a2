import { findFrameSize, type FrameSize } from '@backlit/domain';
import sharp from 'sharp';

/** Longer side of a sample, in pixels: as large as a file's preview. */
const SAMPLE_MAX_PIXELS = 1000;

/**
 * The shop's own sample artwork for a frame size, drawn here so that a printed product's page can
 * show the lit preview before the customer has a file: a dusk sky with a sun, dark hills, a white
 * logo panel and a dark band — the deep blues, saturated colours, whites and near-blacks that
 * change most when light comes through the fabric. No text: the server has no fonts to rely on.
 */
function sampleSvg(frame: FrameSize): string {
  const width = 1000;
  const height = Math.round((width * frame.heightMm) / frame.widthMm);
  const horizon = height * 0.62;
  const unit = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0b1d4f"/><stop offset="0.45" stop-color="#5b2a86"/>
    <stop offset="0.8" stop-color="#e0457b"/><stop offset="1" stop-color="#ffb347"/>
  </linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="#fff7d6"/><stop offset="0.55" stop-color="#ffd166"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${horizon + 2}" fill="url(#sky)"/>
<circle cx="${width * 0.68}" cy="${horizon - unit * 0.08}" r="${unit * 0.26}" fill="url(#sun)"/>
<path d="M0 ${horizon} L${width * 0.18} ${horizon - unit * 0.2} L${width * 0.36} ${horizon - unit * 0.06} L${width * 0.55} ${horizon - unit * 0.28} L${width * 0.8} ${horizon - unit * 0.05} L${width} ${horizon - unit * 0.17} V${height} H0Z" fill="#2b1840"/>
<path d="M0 ${horizon + unit * 0.05} L${width * 0.3} ${horizon - unit * 0.09} L${width * 0.62} ${horizon + unit * 0.06} L${width} ${horizon - unit * 0.04} V${height} H0Z" fill="#120c24"/>
<rect x="${width * 0.12}" y="${height * 0.1}" width="${width * 0.76}" height="${unit * 0.34}" rx="${unit * 0.03}" fill="#ffffff"/>
<circle cx="${width * 0.12 + unit * 0.17}" cy="${height * 0.1 + unit * 0.17}" r="${unit * 0.11}" fill="#0ea5e9"/>
<circle cx="${width * 0.12 + unit * 0.17}" cy="${height * 0.1 + unit * 0.17}" r="${unit * 0.055}" fill="#f97316"/>
<rect x="${width * 0.12 + unit * 0.34}" y="${height * 0.1 + unit * 0.09}" width="${width * 0.76 - unit * 0.4}" height="${unit * 0.06}" rx="${unit * 0.02}" fill="#0b1d4f"/>
<rect x="${width * 0.12 + unit * 0.34}" y="${height * 0.1 + unit * 0.19}" width="${(width * 0.76 - unit * 0.4) * 0.7}" height="${unit * 0.04}" rx="${unit * 0.02}" fill="#e0457b"/>
<rect x="0" y="${height * 0.84}" width="${width}" height="${height * 0.16}" fill="#0b1d4f"/>
<rect x="${width * 0.1}" y="${height * 0.885}" width="${width * 0.5}" height="${unit * 0.035}" rx="${unit * 0.015}" fill="#fef3c7"/>
<rect x="${width * 0.1}" y="${height * 0.885 + unit * 0.06}" width="${width * 0.32}" height="${unit * 0.025}" rx="${unit * 0.012}" fill="#facc15"/>
</svg>`;
}

/** A frame size's sample artwork (JPEG, the visible area), or undefined for an unknown size. */
export class ArtworkSamples {
  private readonly made = new Map<string, Promise<Buffer>>();

  get(slug: string): Promise<Buffer> | undefined {
    const frame = findFrameSize(slug);
    if (!frame) return undefined;
    // One per frame size at most (twenty), each drawn once.
    let sample = this.made.get(frame.slug);
    if (!sample) {
      sample = sharp(Buffer.from(sampleSvg(frame)))
        .resize(SAMPLE_MAX_PIXELS, SAMPLE_MAX_PIXELS, { fit: 'inside' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      sample.catch(() => this.made.delete(frame.slug));
      this.made.set(frame.slug, sample);
    }
    return sample;
  }
}
