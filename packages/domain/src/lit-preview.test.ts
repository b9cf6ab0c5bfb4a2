import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_VARIANTS } from './frame-sizes';
import {
  backlightAt,
  FRAME_LIGHTING,
  frontLitValue,
  linearToSrgb,
  roomBrightnessWords,
  roomLight,
  srgbToLinear,
  switchedOnValue,
} from './lit-preview';

const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe('the lit preview model', () => {
  it('lights every model brighter at the centre than at the edges and corners', () => {
    for (const variant of FRAME_VARIANTS) {
      const lighting = FRAME_LIGHTING[variant];
      const centre = backlightAt(0.5, 0.5, lighting);
      expect(centre).toBe(lighting.centreLuminance);
      expect(backlightAt(0, 0.5, lighting)).toBeLessThan(centre);
      expect(backlightAt(0, 0, lighting)).toBeLessThan(backlightAt(0, 0.5, lighting));
    }
  });

  it('shows a switched-off print brighter as the room gets brighter, never past white', () => {
    fc.assert(
      fc.property(unit, unit, unit, (reflectance, a, b) => {
        const [dim, bright] = [Math.min(a, b) * 100, Math.max(a, b) * 100];
        const low = frontLitValue(reflectance, roomLight(dim));
        const high = frontLitValue(reflectance, roomLight(bright));
        return low <= high && high <= 1 && low >= 0;
      }),
    );
  });

  it('lets more light through lighter inks and where the backlight is stronger', () => {
    fc.assert(
      fc.property(unit, unit, unit, unit, (a, b, light, room) => {
        const [dark, pale] = [Math.min(a, b), Math.max(a, b)];
        const backlight = 0.5 + light;
        const value = (r: number, l: number) => switchedOnValue(r, r, l, room);
        return (
          value(dark, backlight) <= value(pale, backlight) &&
          value(pale, backlight * 0.8) <= value(pale, backlight) &&
          value(pale, backlight) <= 1
        );
      }),
    );
  });

  it('lifts dark areas when switched on in a dim hall, as light through the fabric does', () => {
    const navy = srgbToLinear(30);
    const room = roomLight(20);
    expect(switchedOnValue(navy, navy, 1, room)).toBeGreaterThan(3 * frontLitValue(navy, room));
  });

  it('converts sRGB to linear light and back', () => {
    for (const channel of [0, 1, 10, 128, 200, 255]) {
      expect(linearToSrgb(srgbToLinear(channel))).toBe(channel);
    }
  });

  it('reads the slider out in words', () => {
    expect(roomBrightnessWords(10)).toBe('10 %, a dark hall');
    expect(roomBrightnessWords(60)).toBe('60 %, a lit exhibition hall');
  });
});
