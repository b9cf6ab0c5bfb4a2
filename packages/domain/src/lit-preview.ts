import type { FrameVariant } from './frame-sizes';

/**
 * The lit preview's model of a backlit frame: a simulation drawn in the browser from the proof,
 * to show how a print changes when its frame is switched on — not a colour proof. Values are in
 * linear light from 0 to 1 (the canvas converts from and to sRGB), relative to the print's white
 * paper in full room light.
 *
 * Switched off, the fabric is seen by the room's light it reflects. Switched on, light from
 * behind crosses the dyed fabric once (reflected light crosses the dye twice, in and out), so
 * dark and saturated inks hold back less of it: colours look lighter and paler than in the print,
 * which is why backlit graphics are printed denser. The fabric also spreads the light a little
 * (a soft glow around bright areas), and the LEDs behind it light the centre more than the corners.
 */

export interface FrameLighting {
  /** The simulation's assumption about the frame's light, in words for the caption. */
  description: string;
  /** Light behind the centre of the fabric, relative to a mains-powered frame's (1). */
  centreLuminance: number;
  /** How much less light reaches the corners than the centre (0 to 1). */
  cornerFalloff: number;
  /** Width of the frame's aluminium profile around the visible graphic, in mm. */
  profileMm: number;
}

/** Per model: mains frames light more evenly; battery frames run dimmer to last a show day. */
export const FRAME_LIGHTING: Record<FrameVariant, FrameLighting> = {
  standard: {
    description: 'LED backlight on mains power, brightest at the centre',
    centreLuminance: 1,
    cornerFalloff: 0.22,
    profileMm: 40,
  },
  '80-bips': {
    description: 'brighter LED backlight on mains power, brightest at the centre',
    centreLuminance: 1.15,
    cornerFalloff: 0.18,
    profileMm: 40,
  },
  battery: {
    description: 'battery LED backlight, dimmer than mains, brightest at the centre',
    centreLuminance: 0.72,
    cornerFalloff: 0.3,
    profileMm: 40,
  },
  counter: {
    description: 'LED backlight on mains power in a counter frame, brightest at the centre',
    centreLuminance: 1,
    cornerFalloff: 0.2,
    profileMm: 30,
  },
  wall: {
    description: 'LED backlight on mains power in a slim wall frame, brightest at the centre',
    centreLuminance: 1,
    cornerFalloff: 0.2,
    profileMm: 30,
  },
  'counter-battery': {
    description: 'battery LED backlight in a counter frame, brightest at the centre',
    centreLuminance: 0.72,
    cornerFalloff: 0.3,
    profileMm: 30,
  },
};

/** How far the fabric spreads light from behind, in mm (a blur of this radius). */
export const FABRIC_DIFFUSION_MM = 6;
/** How much of the light from behind passes the fabric where it carries no ink. */
export const FABRIC_TRANSMITTANCE = 0.92;
/**
 * Transmitted light through an ink of reflectance r is about r to this power: light crosses the
 * dye once where reflected light crosses it twice.
 */
const INK_TRANSMISSION_EXPONENT = 0.55;
/**
 * Share of the transmitted light that comes straight through; the rest is spread by the fabric
 * (a soft glow around bright areas, over a sharp picture).
 */
const DIRECT_SHARE = 0.75;
/** A room at 0 % still shows the graphic a little (exit signs, a neighbour's stand). */
const ROOM_FLOOR = 0.08;
/** Share of the room's light the fabric still reflects towards the viewer when lit from behind. */
const REFLECTED_WHEN_ON = 0.3;

/** The slider's range: how bright the room is, in per cent. */
export const ROOM_BRIGHTNESS_MIN = 0;
export const ROOM_BRIGHTNESS_MAX = 100;
export const ROOM_BRIGHTNESS_DEFAULT = 60;

/** Words for a room brightness, read out by screen readers with the slider's value. */
export function roomBrightnessWords(percent: number): string {
  const place =
    percent < 20
      ? 'a dark hall'
      : percent < 50
        ? 'a dim hall'
        : percent < 80
          ? 'a lit exhibition hall'
          : 'daylight';
  return `${Math.round(percent)} %, ${place}`;
}

/** The room's light falling on the fabric, from the slider's per cent. */
export function roomLight(percent: number): number {
  const share = Math.min(1, Math.max(0, percent / 100));
  return ROOM_FLOOR + (1 - ROOM_FLOOR) * share;
}

/**
 * Light behind the fabric at (u, v), each 0 at one edge of the visible graphic and 1 at the other:
 * the model's centre luminance at the middle, falling with the square of the distance to it.
 */
export function backlightAt(u: number, v: number, lighting: FrameLighting): number {
  const dx = (u - 0.5) * 2;
  const dy = (v - 0.5) * 2;
  const distance = Math.min(1, (dx * dx + dy * dy) / 2);
  return lighting.centreLuminance * (1 - lighting.cornerFalloff * distance);
}

/** Switched off: the print seen by the room's light (reflectance × light). */
export function frontLitValue(reflectance: number, room: number): number {
  return clamp01(reflectance * room);
}

/**
 * Switched on: light through the fabric (from the diffused reflectance around the point, since
 * the fabric spreads it) plus the room's light still reflected, seen by an eye that adapts to a
 * bright room (the glow counts for less in daylight), with a soft shoulder instead of clipping.
 */
export function switchedOnValue(
  reflectance: number,
  diffusedReflectance: number,
  backlight: number,
  room: number,
): number {
  const through = (value: number) => Math.pow(clamp01(value), INK_TRANSMISSION_EXPONENT);
  const transmitted =
    FABRIC_TRANSMITTANCE *
    backlight *
    (DIRECT_SHARE * through(reflectance) + (1 - DIRECT_SHARE) * through(diffusedReflectance));
  const reflected = REFLECTED_WHEN_ON * room * reflectance;
  const adaptation = 1.2 / (1 + 0.45 * room);
  return shoulder((transmitted + reflected) * adaptation);
}

/** Straight up to 0.8, then bending towards 1 so that bright areas keep some detail. */
function shoulder(value: number): number {
  if (value <= 0.8) return Math.max(0, value);
  return 0.8 + 0.2 * (1 - Math.exp(-(value - 0.8) / 0.2));
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** An sRGB channel (0 to 255) in linear light (0 to 1). */
export function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** Linear light (0 to 1) as an sRGB channel (0 to 255). */
export function linearToSrgb(value: number): number {
  const v = clamp01(value);
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
  return Math.round(c * 255);
}

/**
 * A lit preview panel in mm: the visible graphic, the frame's profile around it and a margin of
 * wall, so that the page can reserve each panel's exact shape before anything is drawn.
 */
export function litPreviewLayout(frame: {
  widthMm: number;
  heightMm: number;
  variant: FrameVariant;
}): { widthMm: number; heightMm: number; profileMm: number; marginMm: number } {
  const profileMm = FRAME_LIGHTING[frame.variant].profileMm;
  const marginMm = Math.round(Math.max(frame.widthMm, frame.heightMm) * 0.06);
  return {
    widthMm: frame.widthMm + 2 * (profileMm + marginMm),
    heightMm: frame.heightMm + 2 * (profileMm + marginMm),
    profileMm,
    marginMm,
  };
}

/** The shop's sample artwork for a frame size, which printed products' pages show lit. */
export function artworkSamplePath(frame: { slug: string }): string {
  return `/api/artwork/samples/${frame.slug}.jpg`;
}
