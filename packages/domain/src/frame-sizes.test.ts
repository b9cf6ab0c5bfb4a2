import { describe, expect, it } from 'vitest';
import {
  FRAME_MAX_HEIGHT_MM,
  FRAME_SIZES,
  FRAME_VARIANTS,
  findFrameSize,
  minimumArtworkPixels,
  mmToPt,
  printFileSizeMm,
} from './frame-sizes';

describe('frame sizes', () => {
  it('lists 27 distinct MLB sizes with slugs that are safe URL segments', () => {
    expect(FRAME_SIZES).toHaveLength(27);
    expect(new Set(FRAME_SIZES.map((size) => size.slug)).size).toBe(27);
    for (const size of FRAME_SIZES) {
      expect(size.slug).toMatch(
        /^mlb-\d+x\d+(-battery|-counter|-counter-battery|-wall|-80-bips)?$/,
      );
      expect(size.label).toMatch(/^MLB \d+ × \d+ cm/);
      expect(size.heightMm).toBeLessThanOrEqual(FRAME_MAX_HEIGHT_MM);
    }
  });

  it('covers the sizes and variants the shop advertises', () => {
    for (const slug of [
      'mlb-85x150',
      'mlb-85x200',
      'mlb-100x200',
      'mlb-200x200',
      'mlb-200x250',
      'mlb-100x200-battery',
      'mlb-100x200-counter-battery',
      'mlb-100x200-80-bips',
      'mlb-40x60-counter',
      'mlb-60x80-counter-battery',
      'mlb-150x100-wall',
      'mlb-300x250',
    ]) {
      expect(findFrameSize(slug), slug).toBeDefined();
    }
    expect(new Set(FRAME_SIZES.map((size) => size.variant))).toEqual(new Set(FRAME_VARIANTS));
    expect(findFrameSize('mlb-100x200-80-bips')).toMatchObject({
      label: 'MLB 100 × 200 cm 80 BIPS',
      widthMm: 1000,
      heightMm: 2000,
      variant: '80-bips',
    });
    expect(findFrameSize('mlb-1x1')).toBeUndefined();
  });

  it('adds 10 mm bleed on every side and converts millimetres to points', () => {
    expect(printFileSizeMm({ widthMm: 850, heightMm: 1500 })).toEqual({
      widthMm: 870,
      heightMm: 1520,
    });
    expect(mmToPt(25.4)).toBe(72);
    expect(mmToPt(1020)).toBeCloseTo(2891.34, 2);
  });

  it('asks for 100 ppi over the whole print file', () => {
    // 1020 × 2020 mm = 40.16 × 79.53 in
    expect(minimumArtworkPixels({ widthMm: 1000, heightMm: 2000 })).toEqual({
      width: 4016,
      height: 7953,
    });
  });
});
