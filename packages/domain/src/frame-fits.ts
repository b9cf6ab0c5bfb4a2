import { findFrameSize } from './frame-sizes';

/**
 * What fits which frame, as staff keep it on products: a frame family (floor-standing, counter or
 * wall frames share profiles, feet, power and cases within a family) and the role the product
 * plays beside a frame. A frame's print size (the product's frame size) decides which banners fit
 * it; parts and accessories fit a whole family, or only one print size when they have one.
 */
export const FRAME_FAMILIES = ['floor', 'counter', 'wall'] as const;
export type FrameFamily = (typeof FRAME_FAMILIES)[number];
export const FRAME_FAMILY_LABELS: Record<FrameFamily, string> = {
  floor: 'Floor-standing frames',
  counter: 'Counter frames',
  wall: 'Wall frames',
};

export const FIT_ROLES = ['frame', 'banner', 'spare_part', 'accessory'] as const;
export type FitRole = (typeof FIT_ROLES)[number];
export const FIT_ROLE_LABELS: Record<FitRole, string> = {
  frame: 'Frame',
  banner: 'Banner for a frame',
  spare_part: 'Spare part',
  accessory: 'Accessory',
};

export interface FitFacts {
  fitRole: FitRole | null;
  frameFamily: FrameFamily | null;
  /** A slug of FRAME_SIZES, or null. */
  printSize: string | null;
}

/** Two frame sizes print the same graphic: the same visible width and height. */
export function samePrintArea(a: string | null, b: string | null): boolean {
  const first = a ? findFrameSize(a) : undefined;
  const second = b ? findFrameSize(b) : undefined;
  return (
    first !== undefined &&
    second !== undefined &&
    first.widthMm === second.widthMm &&
    first.heightMm === second.heightMm
  );
}

/**
 * Whether `product` fits `frame`: a banner of the frame's family and print area; a spare part or
 * accessory of its family, for any size or for the frame's print area. Nothing fits a product
 * that is not a frame with a family and a print size.
 */
export function fitsFrame(frame: FitFacts, product: FitFacts): boolean {
  if (frame.fitRole !== 'frame' || !frame.frameFamily || !frame.printSize) return false;
  if (product.frameFamily !== frame.frameFamily) return false;
  switch (product.fitRole) {
    case 'banner':
      return samePrintArea(product.printSize, frame.printSize);
    case 'spare_part':
    case 'accessory':
      return product.printSize === null || samePrintArea(product.printSize, frame.printSize);
    default:
      return false;
  }
}

/** How long approved files are kept for a reorder after shipping, unless the setting says. */
export const ARTWORK_REORDER_MONTHS_DEFAULT = 24;

/**
 * Until when a line's approved artwork can be reordered: `months` calendar months after the order
 * shipped (the end of the month when that day does not exist, e.g. 31 August + 6 → 28 February).
 */
export function reorderKeptUntil(shippedAt: Date, months: number): Date {
  const until = new Date(shippedAt);
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0),
  ).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}
