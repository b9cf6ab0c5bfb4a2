import { describe, expect, it } from 'vitest';
import { fitsFrame, reorderKeptUntil, samePrintArea, type FitFacts } from './frame-fits';

const frame: FitFacts = { fitRole: 'frame', frameFamily: 'floor', printSize: 'mlb-85x200' };

describe('what fits a frame', () => {
  it('takes banners of its family and print area, whatever the variant', () => {
    expect(fitsFrame(frame, { ...frame, fitRole: 'banner' })).toBe(true);
    expect(fitsFrame(frame, { ...frame, fitRole: 'banner', printSize: 'mlb-85x200-battery' })).toBe(
      true,
    );
    expect(fitsFrame(frame, { ...frame, fitRole: 'banner', printSize: 'mlb-100x200' })).toBe(false);
    expect(fitsFrame(frame, { ...frame, fitRole: 'banner', frameFamily: 'wall' })).toBe(false);
  });

  it('takes parts and accessories of its family, for every size or its own', () => {
    expect(fitsFrame(frame, { fitRole: 'spare_part', frameFamily: 'floor', printSize: null })).toBe(
      true,
    );
    expect(
      fitsFrame(frame, { fitRole: 'accessory', frameFamily: 'floor', printSize: 'mlb-85x200' }),
    ).toBe(true);
    expect(
      fitsFrame(frame, { fitRole: 'accessory', frameFamily: 'floor', printSize: 'mlb-200x200' }),
    ).toBe(false);
    expect(
      fitsFrame(frame, { fitRole: 'spare_part', frameFamily: 'counter', printSize: null }),
    ).toBe(false);
  });

  it('fits nothing to what is not a frame, nor another frame to a frame', () => {
    expect(fitsFrame({ ...frame, fitRole: 'banner' }, { ...frame, fitRole: 'banner' })).toBe(false);
    expect(fitsFrame({ ...frame, printSize: null }, { ...frame, fitRole: 'banner' })).toBe(false);
    expect(fitsFrame(frame, frame)).toBe(false);
    expect(samePrintArea('mlb-85x200', null)).toBe(false);
  });
});

describe('reorderKeptUntil', () => {
  it('adds calendar months, keeping the day or the month’s last', () => {
    expect(reorderKeptUntil(new Date('2026-11-29T10:00:00Z'), 24).toISOString()).toBe(
      '2028-11-29T10:00:00.000Z',
    );
    expect(reorderKeptUntil(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});
