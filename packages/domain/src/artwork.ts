import { FABRIC_WIDTH_MM_DEFAULT, seamCheck } from './artwork-seams';
import {
  FRAME_SIZES,
  PRINT_BLEED_MM,
  PRINT_MIN_PPI,
  printFileSizeMm,
  type FrameSize,
} from './frame-sizes';

/**
 * Artwork on an order: the states of a file and of an order line, and the preflight verdicts
 * computed from what the checker measured in a file. Pure rules; the server measures.
 */

/** Largest file a customer may upload, in bytes, unless the shop's setting says otherwise. */
export const ARTWORK_MAX_BYTES_DEFAULT = 2 * 1024 ** 3;
/** Files are kept this long after the order is delivered, then deleted. */
export const ARTWORK_RETENTION_MONTHS = 12;
/** A reminder goes out when artwork is still missing this long after payment. */
export const ARTWORK_REMINDER_DAYS = 2;
/**
 * Bounds on uploads not yet finished, so that nobody fills the shop's disk with files they never
 * complete: open uploads per order line and per customer, and the bytes those declare in total.
 */
export const ARTWORK_OPEN_UPLOADS_PER_LINE = 3;
export const ARTWORK_OPEN_UPLOADS_PER_CUSTOMER = 20;
/** Four files of the largest default size at once. */
export const ARTWORK_OPEN_UPLOAD_BYTES_PER_CUSTOMER = 8 * 1024 ** 3;
/** An unfinished upload is deleted, with what it received, this long after it started. */
export const ARTWORK_UPLOAD_EXPIRY_HOURS = 48;
/** How far a page may be off the expected size and still count as that size, in mm. */
export const PAGE_SIZE_TOLERANCE_MM = 1;

/** What a file is, decided from its first bytes. */
export const ARTWORK_FILE_FORMATS = ['pdf', 'tiff', 'eps', 'psd', 'indd'] as const;
export type ArtworkFileFormat = (typeof ARTWORK_FILE_FORMATS)[number];
/** The extension a file of each format is named with when stored or downloaded. */
export const ARTWORK_FILE_EXTENSIONS: Record<ArtworkFileFormat, string> = {
  pdf: 'pdf',
  tiff: 'tif',
  eps: 'eps',
  psd: 'psd',
  indd: 'indd',
};

/**
 * The name a print file is downloaded under: the order's number, the lines it is printed for
 * (their places in the order, from 1) and the extension of the type found in its content. The
 * customer's own name is never used: its extension could make a downloaded file open as
 * something else (a page that runs scripts, say).
 */
export function artworkDownloadName(
  trackingNo: string,
  lineNumbers: readonly number[],
  format: ArtworkFileFormat,
  fileId: number,
): string {
  const lines =
    lineNumbers.length === 0
      ? `file-${fileId}`
      : `${lineNumbers.length === 1 ? 'line' : 'lines'}-${lineNumbers.join('-')}`;
  return `${trackingNo}-${lines}.${ARTWORK_FILE_EXTENSIONS[format]}`;
}
/** Formats our checker reads; the others are looked at by the studio. */
export const CHECKED_FORMATS: readonly ArtworkFileFormat[] = ['pdf', 'tiff'];

export const ARTWORK_FILE_STATUSES = [
  'checking',
  'needs_attention',
  'ready_for_review',
  'approved',
  'changes_requested',
  'replaced',
  /** A version the shop made of a customer's file (bleed added), until the customer chooses. */
  'offered',
] as const;
export type ArtworkFileStatus = (typeof ARTWORK_FILE_STATUSES)[number];

/** A line's artwork state, as customer and staff read it. */
export const ARTWORK_LINE_STATUSES = [
  'awaiting_file',
  'checking',
  'needs_attention',
  'ready_for_review',
  'approved',
  'in_production',
] as const;
export type ArtworkLineStatus = (typeof ARTWORK_LINE_STATUSES)[number];

export const ARTWORK_LINE_STATUS_LABELS: Record<ArtworkLineStatus, string> = {
  awaiting_file: 'Awaiting file',
  checking: 'Checking',
  needs_attention: 'Needs attention',
  ready_for_review: 'Ready for review',
  approved: 'Approved',
  in_production: 'In production',
};

/** An order's artwork at a glance: its most urgent line's state, or none without printed lines. */
export const ORDER_ARTWORK_STATES = [...ARTWORK_LINE_STATUSES, 'none'] as const;
export type OrderArtworkState = (typeof ORDER_ARTWORK_STATES)[number];
export const ORDER_ARTWORK_LABELS: Record<OrderArtworkState, string> = {
  ...ARTWORK_LINE_STATUS_LABELS,
  none: 'No artwork',
};
/** Most urgent first: what staff must act on, then what waits on the customer. */
const URGENCY: readonly ArtworkLineStatus[] = [
  'needs_attention',
  'ready_for_review',
  'awaiting_file',
  'checking',
  'approved',
  'in_production',
];

export function orderArtworkState(lines: readonly ArtworkLineStatus[]): OrderArtworkState {
  return URGENCY.find((status) => lines.includes(status)) ?? 'none';
}

/** The order list's artwork filter: orders with a line in that state (approved: every line). */
export const ARTWORK_FILTERS = [
  'awaiting_file',
  'needs_attention',
  'ready_for_review',
  'approved',
] as const;
export type ArtworkFilter = (typeof ARTWORK_FILTERS)[number];

/** Order statuses from which an approved file counts as being printed. */
const PRODUCING_ORDER_STATUSES = new Set(['in_production', 'shipped', 'delivered']);

/** The line's state from its current file (if any) and the order's status. */
export function artworkLineStatus(
  file: { status: ArtworkFileStatus } | null,
  orderStatus: string,
): ArtworkLineStatus {
  // A line never points at an offered version (the customer has not chosen it): as no file.
  if (!file || file.status === 'replaced' || file.status === 'offered') return 'awaiting_file';
  switch (file.status) {
    case 'approved':
      return PRODUCING_ORDER_STATUSES.has(orderStatus) ? 'in_production' : 'approved';
    case 'changes_requested':
      return 'needs_attention';
    default:
      return file.status;
  }
}

/** A file may be replaced by the customer until staff approved it. */
export function canReplaceArtwork(file: { status: ArtworkFileStatus } | null): boolean {
  return file === null || file.status !== 'approved';
}

// ---------------------------------------------------------------------------------------------
// Preflight: what was measured, and what it means.

export interface PdfMeasurements {
  format: 'pdf';
  /** e.g. 1.4, 1.7, 2.0 */
  version: number;
  pageCount: number;
  /** Page 1's MediaBox (the sheet), in mm. */
  pageWidthMm: number;
  pageHeightMm: number;
  /** Page 1's TrimBox when the file states one, in mm. */
  trimWidthMm: number | null;
  trimHeightMm: number | null;
  /** Fonts used on the checked pages that are not embedded in the file. */
  unembeddedFonts: string[];
  /** The raster image with the lowest resolution at its placed size, if any image is placed. */
  lowestImage: { ppi: number; widthPx: number; heightPx: number } | null;
  /** Soft masks, alpha below 1, blend modes or images with an alpha channel or mask. */
  transparency: boolean;
  /** Thin lines drawn entirely in the bleed margin, as crop and registration marks are. */
  marksInBleed: number;
}

export const TIFF_COMPRESSIONS = ['none', 'lzw', 'jpeg', 'deflate', 'packbits', 'other'] as const;
export type TiffCompression = (typeof TIFF_COMPRESSIONS)[number];

export interface TiffMeasurements {
  format: 'tiff';
  compression: TiffCompression;
  widthPx: number;
  heightPx: number;
  /** Pixels per inch from the file's resolution tags; null when it states none. */
  ppi: number | null;
  /** Channels beyond the colour ones (alpha and other extra samples). */
  extraChannels: number;
  colourSpace: 'rgb' | 'cmyk' | 'grey' | 'other';
}

export type ArtworkMeasurements = PdfMeasurements | TiffMeasurements;

export const CHECK_VERDICTS = ['pass', 'warn', 'fail'] as const;
export type CheckVerdict = (typeof CHECK_VERDICTS)[number];

export const PREFLIGHT_RULES = [
  'file_type',
  'version',
  'pages',
  'page_size',
  'fonts',
  'resolution',
  'transparency',
  'marks',
  'compression',
  'colour',
  'seam',
] as const;
export type PreflightRule = (typeof PREFLIGHT_RULES)[number];

export const PREFLIGHT_RULE_LABELS: Record<PreflightRule, string> = {
  file_type: 'File type',
  version: 'PDF version',
  pages: 'Pages',
  page_size: 'Page size and bleed',
  fonts: 'Fonts',
  resolution: 'Resolution',
  transparency: 'Transparency, masks and alpha',
  marks: 'Crop marks and extra markings',
  compression: 'Compression',
  colour: 'Colour',
  seam: 'Fabric width and seams',
};

/** What the shop can put right in a file by itself, when it is the file's only failure. */
export const PREFLIGHT_FIXES = ['add_bleed'] as const;
export type PreflightFix = (typeof PREFLIGHT_FIXES)[number];

export interface PreflightCheck {
  rule: PreflightRule;
  verdict: CheckVerdict;
  /** What was found and what to do, in plain words. */
  message: string;
}

export interface PreflightReport {
  verdict: CheckVerdict;
  checks: PreflightCheck[];
  /** The frame the file was checked against. */
  frame: { slug: string; label: string };
  /** Fixes the shop offers for this file (reports made before fixes existed have none). */
  fixes?: PreflightFix[];
}

const MM_PER_INCH = 25.4;
const round = (value: number) => Math.round(value);
const mm = (width: number, height: number) => `${round(width)} × ${round(height)} mm`;
const near = (value: number, expected: number) =>
  Math.abs(value - expected) <= PAGE_SIZE_TOLERANCE_MM;
const sized = (width: number, height: number, size: { widthMm: number; heightMm: number }) =>
  near(width, size.widthMm) && near(height, size.heightMm);

function worst(checks: readonly PreflightCheck[]): CheckVerdict {
  if (checks.some((check) => check.verdict === 'fail')) return 'fail';
  if (checks.some((check) => check.verdict === 'warn')) return 'warn';
  return 'pass';
}

/** The frame whose print file (with bleed) has this size, if any, for "wrong frame" advice. */
export function frameFittingPage(widthMm: number, heightMm: number): FrameSize | undefined {
  return FRAME_SIZES.find((size) => sized(widthMm, heightMm, printFileSizeMm(size)));
}

/** The page size rule, shared by PDF (page) and TIFF (pixels ÷ resolution). */
export function pageSizeCheck(widthMm: number, heightMm: number, frame: FrameSize): PreflightCheck {
  const full = printFileSizeMm(frame);
  const page = mm(widthMm, heightMm);
  const needed = mm(full.widthMm, full.heightMm);
  if (sized(widthMm, heightMm, full)) {
    return {
      rule: 'page_size',
      verdict: 'pass',
      message: `Your page is ${page}: the ${frame.label} size with ${PRINT_BLEED_MM} mm bleed on every side.`,
    };
  }
  if (sized(widthMm, heightMm, frame)) {
    return {
      rule: 'page_size',
      verdict: 'fail',
      message: `Your page is ${page}, the visible size without bleed; this frame needs ${needed}: add ${PRINT_BLEED_MM} mm bleed on every side (extend the background) — see the template.`,
    };
  }
  if (sized(heightMm, widthMm, full) || sized(heightMm, widthMm, frame)) {
    return {
      rule: 'page_size',
      verdict: 'fail',
      message: `Your page is ${page}, turned on its side: this frame needs ${needed} (width × height) — see the template.`,
    };
  }
  const other = frameFittingPage(widthMm, heightMm);
  const hint = other
    ? ` It fits the ${other.label} frame: did you choose the right size?`
    : ' Start from the template for this size.';
  return {
    rule: 'page_size',
    verdict: 'fail',
    message: `Your page is ${page}; this frame needs ${needed} (${mm(frame.widthMm, frame.heightMm)} visible plus ${PRINT_BLEED_MM} mm bleed on every side).${hint}`,
  };
}

function resolutionCheck(ppi: number, what: string): PreflightCheck {
  const rounded = round(ppi);
  if (rounded >= PRINT_MIN_PPI) {
    return {
      rule: 'resolution',
      verdict: 'pass',
      message: `${what} ${rounded} ppi at full size (at least ${PRINT_MIN_PPI} needed).`,
    };
  }
  return {
    rule: 'resolution',
    verdict: 'fail',
    message: `${what} only ${rounded} ppi at full size; prints need at least ${PRINT_MIN_PPI} ppi or they look blurred. Use a larger original image.`,
  };
}

function judgePdf(m: PdfMeasurements, frame: FrameSize, sides: number): PreflightCheck[] {
  const checks: PreflightCheck[] = [];
  const version = m.version.toFixed(1);
  checks.push(
    m.version >= 1.6
      ? { rule: 'version', verdict: 'pass', message: `PDF ${version}.` }
      : {
          rule: 'version',
          verdict: 'fail',
          message: `This is a PDF ${version}; we need PDF 1.6 or newer. Export again as PDF/X-4 (or "Acrobat 7 / PDF 1.6" or later).`,
        },
  );
  checks.push(
    m.pageCount === sides
      ? {
          rule: 'pages',
          verdict: 'pass',
          message: `${m.pageCount} ${m.pageCount === 1 ? 'page' : 'pages'}, one per banner side.`,
        }
      : {
          rule: 'pages',
          verdict: 'fail',
          message: `The file has ${m.pageCount.toLocaleString('en-US')} pages; we need ${sides} (one page per banner side). Send one file with ${sides === 1 ? 'a single page' : `${sides} pages`}.`,
        },
  );
  checks.push(pageSizeCheck(m.pageWidthMm, m.pageHeightMm, frame));
  checks.push(
    m.unembeddedFonts.length === 0
      ? { rule: 'fonts', verdict: 'pass', message: 'All fonts are embedded or outlined.' }
      : {
          rule: 'fonts',
          verdict: 'fail',
          message: `Not embedded: ${m.unembeddedFonts.slice(0, 5).join(', ')}${m.unembeddedFonts.length > 5 ? ` and ${m.unembeddedFonts.length - 5} more` : ''}. Embed all fonts when you export, or convert text to outlines.`,
        },
  );
  checks.push(
    m.lowestImage
      ? resolutionCheck(
          m.lowestImage.ppi,
          `The lowest-resolution image (${m.lowestImage.widthPx} × ${m.lowestImage.heightPx} px) is`,
        )
      : {
          rule: 'resolution',
          verdict: 'pass',
          message: 'No raster images: vector artwork prints sharp at any size.',
        },
  );
  checks.push(
    m.transparency
      ? {
          rule: 'transparency',
          verdict: 'fail',
          message:
            'The file uses transparency (soft masks, see-through objects or images with an alpha channel). Flatten transparency when you export (PDF/X-1a), or merge the layers.',
        }
      : { rule: 'transparency', verdict: 'pass', message: 'No transparency, masks or alpha.' },
  );
  const trimmed =
    m.trimWidthMm !== null &&
    m.trimHeightMm !== null &&
    (m.trimWidthMm < m.pageWidthMm - 2 * PRINT_BLEED_MM - PAGE_SIZE_TOLERANCE_MM ||
      m.trimHeightMm < m.pageHeightMm - 2 * PRINT_BLEED_MM - PAGE_SIZE_TOLERANCE_MM);
  if (m.marksInBleed > 0 || trimmed) {
    checks.push({
      rule: 'marks',
      verdict: 'fail',
      message: trimmed
        ? `The page is larger than the artwork plus bleed (trim box ${mm(m.trimWidthMm ?? 0, m.trimHeightMm ?? 0)}): it looks exported with crop marks or a slug. Export without printer's marks.`
        : `${m.marksInBleed} thin ${m.marksInBleed === 1 ? 'line sits' : 'lines sit'} in the bleed margin, as crop marks do. Export without printer's marks and colour bars.`,
    });
  } else {
    checks.push({
      rule: 'marks',
      verdict: 'pass',
      message:
        'No crop marks found in the bleed margin. (Marks drawn as part of an image cannot be seen by this check: our studio looks at the proof.)',
    });
  }
  return checks;
}

function judgeTiff(m: TiffMeasurements, frame: FrameSize): PreflightCheck[] {
  const checks: PreflightCheck[] = [];
  const compression: Record<TiffCompression, PreflightCheck> = {
    lzw: { rule: 'compression', verdict: 'pass', message: 'LZW compression.' },
    none: {
      rule: 'compression',
      verdict: 'warn',
      message:
        'The file is not compressed: it prints the same, but it is large. Save with LZW compression next time.',
    },
    jpeg: {
      rule: 'compression',
      verdict: 'fail',
      message:
        'JPEG compression loses detail and shows blocks on a large print. Save the TIFF again with LZW compression.',
    },
    deflate: {
      rule: 'compression',
      verdict: 'fail',
      message: 'ZIP compression is not read by our print line. Save the TIFF again with LZW.',
    },
    packbits: {
      rule: 'compression',
      verdict: 'fail',
      message: 'PackBits compression is not read by our print line. Save the TIFF again with LZW.',
    },
    other: {
      rule: 'compression',
      verdict: 'fail',
      message: 'This compression is not read by our print line. Save the TIFF again with LZW.',
    },
  };
  checks.push(compression[m.compression]);
  const full = printFileSizeMm(frame);
  if (m.ppi === null) {
    const ppi = (m.widthPx / full.widthMm) * MM_PER_INCH;
    checks.push({
      rule: 'page_size',
      verdict: 'warn',
      message: `The file states no resolution, so its size cannot be read; at ${mm(full.widthMm, full.heightMm)} it would be ${round(ppi)} ppi. Save it with its resolution set.`,
    });
    checks.push(resolutionCheck(ppi, 'At the frame size the image is'));
  } else {
    const widthMm = (m.widthPx / m.ppi) * MM_PER_INCH;
    const heightMm = (m.heightPx / m.ppi) * MM_PER_INCH;
    checks.push(pageSizeCheck(widthMm, heightMm, frame));
    checks.push(resolutionCheck(m.ppi, `The image (${m.widthPx} × ${m.heightPx} px) is`));
  }
  checks.push(
    m.extraChannels > 0
      ? {
          rule: 'transparency',
          verdict: 'fail',
          message: `The image has ${m.extraChannels} extra ${m.extraChannels === 1 ? 'channel' : 'channels'} (alpha or spot). Flatten the image and delete extra channels before saving.`,
        }
      : { rule: 'transparency', verdict: 'pass', message: 'No alpha or extra channels.' },
  );
  const colour: Record<TiffMeasurements['colourSpace'], PreflightCheck> = {
    cmyk: { rule: 'colour', verdict: 'pass', message: 'CMYK colour.' },
    rgb: {
      rule: 'colour',
      verdict: 'warn',
      message:
        'RGB colour: we convert it for print, and very bright greens and blues may come out duller.',
    },
    grey: { rule: 'colour', verdict: 'pass', message: 'Greyscale.' },
    other: {
      rule: 'colour',
      verdict: 'fail',
      message: 'Unusual colour mode (indexed or Lab). Save the image as CMYK or RGB.',
    },
  };
  checks.push(colour[m.colourSpace]);
  return checks;
}

export interface JudgeOptions {
  /** Banner sides, one page each. */
  sides?: number;
  /** The widest print made in one piece, in mm. */
  fabricWidthMm?: number;
}

/**
 * Whether adding the bleed is all the file needs: its page is the frame's visible size exactly
 * (not turned, not another frame's), a PDF states no smaller trim, a TIFF states its resolution,
 * and no other rule failed. Extending the edges then makes it print-ready.
 */
export function bleedFixable(
  measurements: ArtworkMeasurements,
  frame: FrameSize,
  checks: readonly PreflightCheck[],
): boolean {
  const others = checks.filter((check) => check.rule !== 'page_size');
  if (others.some((check) => check.verdict === 'fail')) return false;
  if (measurements.format === 'pdf') {
    const trimIsPage =
      measurements.trimWidthMm === null ||
      measurements.trimHeightMm === null ||
      sized(measurements.trimWidthMm, measurements.trimHeightMm, frame);
    return sized(measurements.pageWidthMm, measurements.pageHeightMm, frame) && trimIsPage;
  }
  if (measurements.ppi === null) return false;
  const widthMm = (measurements.widthPx / measurements.ppi) * MM_PER_INCH;
  const heightMm = (measurements.heightPx / measurements.ppi) * MM_PER_INCH;
  return sized(widthMm, heightMm, frame);
}

/** The report for what the checker measured, against the line's frame. */
export function judgeArtwork(
  measurements: ArtworkMeasurements,
  frame: FrameSize,
  { sides = 1, fabricWidthMm = FABRIC_WIDTH_MM_DEFAULT }: JudgeOptions = {},
): PreflightReport {
  const checks =
    measurements.format === 'pdf'
      ? judgePdf(measurements, frame, sides)
      : judgeTiff(measurements, frame);
  checks.push(seamCheck(frame, fabricWidthMm));
  const fixes: PreflightFix[] = bleedFixable(measurements, frame, checks) ? ['add_bleed'] : [];
  return { verdict: worst(checks), checks, frame: { slug: frame.slug, label: frame.label }, fixes };
}

/** The report when a file could not be checked at all (unreadable, too big, too slow). */
export function refusedReport(frame: FrameSize, message: string): PreflightReport {
  const checks: PreflightCheck[] = [{ rule: 'file_type', verdict: 'fail', message }];
  return { verdict: 'fail', checks, frame: { slug: frame.slug, label: frame.label } };
}

/** The report for a format our checker does not read: the studio looks at it. */
export function studioReport(
  frame: FrameSize,
  format: ArtworkFileFormat,
  fabricWidthMm = FABRIC_WIDTH_MM_DEFAULT,
): PreflightReport {
  const checks: PreflightCheck[] = [
    {
      rule: 'file_type',
      verdict: 'warn',
      message: `${format.toUpperCase()} file: checked by our studio, not automatically. PDF or TIFF files get checked at once.`,
    },
    seamCheck(frame, fabricWidthMm),
  ];
  return { verdict: 'warn', checks, frame: { slug: frame.slug, label: frame.label } };
}
