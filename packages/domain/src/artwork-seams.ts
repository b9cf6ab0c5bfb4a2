import { PRINT_BLEED_MM, printFileSizeMm, type FrameSize } from './frame-sizes';

/**
 * Fabric comes off a roll of fixed width: a graphic both of whose sides are wider than the roll is
 * sewn from panels. Where the seams fall is worth knowing before the design is final (a seam
 * through a face or a line of text shows when the frame is lit).
 */

/** The widest print the shop makes in one piece, in mm, unless its setting says otherwise. */
export const FABRIC_WIDTH_MM_DEFAULT = 3200;

export interface SeamPlan {
  /** How many panels the print is sewn from (1: one piece, no seam). */
  panels: number;
  /** Vertical seams run top to bottom (the width is split); horizontal ones left to right. */
  direction: 'vertical' | 'horizontal' | null;
  /** Each seam's distance from the print file's left (vertical) or top (horizontal) edge, in mm. */
  seamsMm: number[];
}

/**
 * How a print of `print` mm (with its bleed) is made from fabric `fabricWidthMm` wide: in one
 * piece when either side fits across the roll; else in equal panels, split along whichever side
 * needs fewer of them (the width on a tie: vertical seams follow a standing banner's lines).
 */
export function seamPlan(
  print: { widthMm: number; heightMm: number },
  fabricWidthMm: number,
): SeamPlan {
  if (Math.min(print.widthMm, print.heightMm) <= fabricWidthMm) {
    return { panels: 1, direction: null, seamsMm: [] };
  }
  const across = Math.ceil(print.widthMm / fabricWidthMm);
  const down = Math.ceil(print.heightMm / fabricWidthMm);
  const vertical = across <= down;
  const panels = vertical ? across : down;
  const side = vertical ? print.widthMm : print.heightMm;
  const seamsMm = Array.from({ length: panels - 1 }, (_, index) =>
    Math.round((side * (index + 1)) / panels),
  );
  return { panels, direction: vertical ? 'vertical' : 'horizontal', seamsMm };
}

const millimetres = (value: number) => `${Math.round(value).toLocaleString('en-US')} mm`;

/** The report's line on seams: one piece, or how many panels and where each seam falls. */
export function seamCheck(
  frame: FrameSize,
  fabricWidthMm: number,
): { rule: 'seam'; verdict: 'pass' | 'warn'; message: string } {
  const print = printFileSizeMm(frame);
  const plan = seamPlan(print, fabricWidthMm);
  const fabric = millimetres(fabricWidthMm);
  if (plan.panels === 1) {
    return {
      rule: 'seam',
      verdict: 'pass',
      message: `Printed in one piece: its ${millimetres(Math.min(print.widthMm, print.heightMm))} side fits across our ${fabric} fabric.`,
    };
  }
  const edge = plan.direction === 'vertical' ? 'left' : 'top';
  const where = plan.seamsMm
    .map((at) => `${millimetres(at - PRINT_BLEED_MM)} from the visible ${edge} edge`)
    .join(' and ');
  const seams = plan.seamsMm.length === 1 ? 'seam' : 'seams';
  return {
    rule: 'seam',
    verdict: 'warn',
    message: `At ${millimetres(print.widthMm)} × ${millimetres(print.heightMm)} with bleed this graphic is wider than our ${fabric} fabric in both directions: it is sewn from ${plan.panels} panels, with a ${plan.direction} ${seams} ${where} (${plan.seamsMm.map(millimetres).join(' and ')} in the file). Keep faces and text clear of it.`,
  };
}
