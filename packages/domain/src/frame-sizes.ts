/**
 * The MLB backlit frame sizes the shop prints for. One list: the print templates are generated
 * from it now, and the artwork checks (preflight) will measure uploads against it later.
 * Sizes are the visible graphic (width × height) in millimetres; the print file adds the bleed.
 */

/** Bleed added on every side of the visible size, in mm: fabric wraps into the frame's channel. */
export const PRINT_BLEED_MM = 10;
/** Keep text and logos at least this far inside the visible edge, in mm. */
export const PRINT_SAFETY_MM = 30;
/** Minimum resolution of the artwork at scale 1:1, in pixels per inch. */
export const PRINT_MIN_PPI = 100;
/** Tallest frame the shop sells: 300 cm, the "9.84 ft" of the shop's pages. */
export const FRAME_MAX_HEIGHT_MM = 3000;

/** Artwork file types the studio accepts; PDF or TIFF preferred. */
export const ACCEPTED_ARTWORK_FORMATS = ['indd', 'ai', 'psd', 'eps', 'pdf', 'tiff'] as const;
export type ArtworkFormat = (typeof ACCEPTED_ARTWORK_FORMATS)[number];
export const PREFERRED_ARTWORK_FORMATS = [
  'pdf',
  'tiff',
] as const satisfies readonly ArtworkFormat[];
/** The print-file rules, in the order a designer checks them; shown on templates and pages. */
export const PRINT_FILE_RULES = [
  'PDF version 1.6 or higher, or TIF with LZW compression',
  'Fonts converted to paths (outlines) or fully embedded',
  `Bleed ${PRINT_BLEED_MM} mm on every side`,
  `Safety distance ${PRINT_SAFETY_MM} mm: keep text and logos inside it`,
  `Minimum ${PRINT_MIN_PPI} ppi at scale 1:1`,
  'Remove crop marks and any extra markings',
  'No alpha channels, masks or colour bars',
] as const;

export const FRAME_VARIANTS = [
  'standard',
  'battery',
  'counter',
  'counter-battery',
  'wall',
  '80-bips',
] as const;
export type FrameVariant = (typeof FRAME_VARIANTS)[number];

export interface FrameSize {
  /** Stable id and URL segment, e.g. 'mlb-85x150-battery'. */
  slug: string;
  /** What a person reads, e.g. 'MLB 85 × 150 cm Battery'. */
  label: string;
  variant: FrameVariant;
  /** Visible graphic width in mm. */
  widthMm: number;
  /** Visible graphic height in mm. */
  heightMm: number;
}

const VARIANT_SUFFIX: Record<FrameVariant, { slug: string; label: string }> = {
  standard: { slug: '', label: '' },
  battery: { slug: '-battery', label: ' Battery' },
  counter: { slug: '-counter', label: ' Counter' },
  'counter-battery': { slug: '-counter-battery', label: ' Counter-battery' },
  wall: { slug: '-wall', label: ' Wall' },
  '80-bips': { slug: '-80-bips', label: ' 80 BIPS' },
};

function frame(widthCm: number, heightCm: number, variant: FrameVariant = 'standard'): FrameSize {
  const suffix = VARIANT_SUFFIX[variant];
  return {
    slug: `mlb-${widthCm}x${heightCm}${suffix.slug}`,
    label: `MLB ${widthCm} × ${heightCm} cm${suffix.label}`,
    variant,
    widthMm: widthCm * 10,
    heightMm: heightCm * 10,
  };
}

/**
 * Every size the shop prints, in the order the print-instruction page lists them: each printed
 * product of the catalogue is made at one of these (a test holds the demo catalogue to it).
 */
export const FRAME_SIZES: readonly FrameSize[] = [
  frame(85, 150),
  frame(85, 200),
  frame(100, 150),
  frame(100, 200),
  frame(100, 250),
  frame(150, 200),
  frame(200, 200),
  frame(200, 250),
  frame(250, 300),
  frame(300, 250),
  frame(85, 150, 'battery'),
  frame(85, 200, 'battery'),
  frame(100, 200, 'battery'),
  frame(200, 200, 'battery'),
  frame(200, 250, 'battery'),
  frame(40, 60, 'counter'),
  frame(40, 60, 'counter-battery'),
  frame(60, 80, 'counter-battery'),
  frame(85, 150, 'counter-battery'),
  frame(85, 200, 'counter-battery'),
  frame(100, 200, 'counter-battery'),
  frame(200, 200, 'counter-battery'),
  frame(200, 250, 'counter-battery'),
  frame(100, 70, 'wall'),
  frame(150, 100, 'wall'),
  frame(200, 100, 'wall'),
  frame(100, 200, '80-bips'),
];

/** The slugs of FRAME_SIZES, for a schema's list of choices. */
export const FRAME_SIZE_SLUGS = FRAME_SIZES.map((size) => size.slug) as [string, ...string[]];

export function findFrameSize(slug: string): FrameSize | undefined {
  return FRAME_SIZES.find((size) => size.slug === slug);
}

/** The print file's full size: the visible size plus the bleed on every side, in mm. */
export function printFileSizeMm(size: Pick<FrameSize, 'widthMm' | 'heightMm'>): {
  widthMm: number;
  heightMm: number;
} {
  return {
    widthMm: size.widthMm + 2 * PRINT_BLEED_MM,
    heightMm: size.heightMm + 2 * PRINT_BLEED_MM,
  };
}

/** Millimetres to PDF points (1 pt = 1/72 in). */
export function mmToPt(mm: number): number {
  return (mm * 72) / 25.4;
}

/** Minimum pixel size of artwork for a frame: print size (with bleed) at PRINT_MIN_PPI. */
export function minimumArtworkPixels(size: Pick<FrameSize, 'widthMm' | 'heightMm'>): {
  width: number;
  height: number;
} {
  const full = printFileSizeMm(size);
  return {
    width: Math.ceil((full.widthMm / 25.4) * PRINT_MIN_PPI),
    height: Math.ceil((full.heightMm / 25.4) * PRINT_MIN_PPI),
  };
}
