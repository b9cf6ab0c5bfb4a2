import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FABRIC_WIDTH_MM_DEFAULT, seamCheck, seamPlan } from './artwork-seams';
import { FRAME_SIZES, findFrameSize, type FrameSize } from './frame-sizes';

const largest = findFrameSize('mlb-250x300') as FrameSize;

describe('seams', () => {
  it('prints every frame the shop sells in one piece on the default 3,200 mm fabric', () => {
    for (const frame of FRAME_SIZES) {
      expect(seamCheck(frame, FABRIC_WIDTH_MM_DEFAULT).verdict).toBe('pass');
    }
    expect(seamCheck(largest, FABRIC_WIDTH_MM_DEFAULT).message).toBe(
      'Printed in one piece: its 2,520 mm side fits across our 3,200 mm fabric.',
    );
  });

  it('says a graphic wider than the fabric both ways has a seam, and where', () => {
    // 2520 × 3020 mm with bleed on 1600 mm fabric: two panels across, the seam in the middle.
    expect(seamPlan({ widthMm: 2520, heightMm: 3020 }, 1600)).toEqual({
      panels: 2,
      direction: 'vertical',
      seamsMm: [1260],
    });
    const check = seamCheck(largest, 1600);
    expect(check.verdict).toBe('warn');
    expect(check.message).toBe(
      'At 2,520 mm × 3,020 mm with bleed this graphic is wider than our 1,600 mm fabric in both directions: it is sewn from 2 panels, with a vertical seam 1,250 mm from the visible left edge (1,260 mm in the file). Keep faces and text clear of it.',
    );
  });

  it('splits along the side that needs fewer panels', () => {
    // 3 panels across a 3000 mm width, 2 down a 2000 mm height: two panels, one horizontal seam.
    expect(seamPlan({ widthMm: 3000, heightMm: 2000 }, 1100)).toEqual({
      panels: 2,
      direction: 'horizontal',
      seamsMm: [1000],
    });
  });

  it('makes panels no wider than the fabric, with seams inside the print in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.integer({ min: 500, max: 5000 }),
        (widthMm, heightMm, fabric) => {
          const plan = seamPlan({ widthMm, heightMm }, fabric);
          if (Math.min(widthMm, heightMm) <= fabric) return plan.panels === 1;
          const side = plan.direction === 'vertical' ? widthMm : heightMm;
          const edges = [0, ...plan.seamsMm, side];
          const widest = Math.max(...edges.slice(1).map((edge, index) => edge - edges[index]!));
          return (
            plan.seamsMm.length === plan.panels - 1 &&
            widest <= fabric + 1 &&
            edges.every((edge, index) => index === 0 || edge > edges[index - 1]!)
          );
        },
      ),
    );
  });
});
