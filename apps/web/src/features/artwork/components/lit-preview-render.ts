import {
  backlightAt,
  FABRIC_DIFFUSION_MM,
  FRAME_LIGHTING,
  frontLitValue,
  linearToSrgb,
  litPreviewLayout,
  roomLight,
  srgbToLinear,
  switchedOnValue,
  type FrameSize,
} from '@backlit/domain';

/**
 * Draws the lit preview (loaded only when a preview comes into view): the artwork on its frame
 * against a wall, switched off in the room's light and switched on, pixel by pixel from the model
 * in @backlit/domain. Canvas 2D, so it works wherever the shop does; the costly parts (the image
 * in linear light, its diffusion through the fabric, the backlight's falloff) are worked out once
 * per size, and a move of the slider only mixes them again.
 */

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, index) => srgbToLinear(index));
const SRGB_STEPS = 4096;
const TO_SRGB = Uint8ClampedArray.from({ length: SRGB_STEPS + 1 }, (_, index) =>
  linearToSrgb(index / SRGB_STEPS),
);
const toSrgb = (value: number) =>
  TO_SRGB[Math.round(Math.min(1, Math.max(0, value)) * SRGB_STEPS)]!;

/** Reflectance of the wall behind the frame and of the frame's anodised aluminium profile. */
const WALL = [0.42, 0.4, 0.37] as const;
const PROFILE = 0.55;

interface Prepared {
  width: number;
  height: number;
  reflectance: Float32Array;
  diffused: Float32Array;
  backlight: Float32Array;
  /** The lit graphic's average colour, for the glow it casts on the wall. */
  average: [number, number, number];
}

/** One pass of a running-sum box blur along rows (step 3) or columns (step 3 × width). */
function boxPass(
  source: Float32Array,
  target: Float32Array,
  count: number,
  length: number,
  stride: number,
  step: number,
  radius: number,
) {
  const window = 2 * radius + 1;
  for (let line = 0; line < count; line += 1) {
    const start = line * stride;
    for (let channel = 0; channel < 3; channel += 1) {
      const at = (index: number) =>
        source[start + Math.min(length - 1, Math.max(0, index)) * step + channel]!;
      let sum = 0;
      for (let index = -radius; index <= radius; index += 1) sum += at(index);
      for (let index = 0; index < length; index += 1) {
        target[start + index * step + channel] = sum / window;
        sum += at(index + radius + 1) - at(index - radius);
      }
    }
  }
}

/** Light spreading through the fabric: two box blurs each way, close to a Gaussian. */
function diffuse(values: Float32Array, width: number, height: number, radius: number) {
  const scratch = new Float32Array(values.length);
  const out = Float32Array.from(values);
  for (let round = 0; round < 2; round += 1) {
    boxPass(out, scratch, height, width, width * 3, 3, radius);
    boxPass(scratch, out, width, height, 3, width * 3, radius);
  }
  return out;
}

export function createLitPreview(image: HTMLImageElement, frame: FrameSize) {
  const lighting = FRAME_LIGHTING[frame.variant];
  const layout = litPreviewLayout(frame);
  let prepared: Prepared | null = null;

  function prepare(width: number, height: number, pxPerMm: number): Prepared {
    if (prepared?.width === width && prepared.height === height) return prepared;
    const scratch = document.createElement('canvas');
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext('2d')!;
    // The artwork fills the visible area, cut to its shape from the middle if it differs.
    const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
    const drawnWidth = image.naturalWidth * scale;
    const drawnHeight = image.naturalHeight * scale;
    context.drawImage(
      image,
      (width - drawnWidth) / 2,
      (height - drawnHeight) / 2,
      drawnWidth,
      drawnHeight,
    );
    const pixels = context.getImageData(0, 0, width, height).data;
    const reflectance = new Float32Array(width * height * 3);
    const backlight = new Float32Array(width * height);
    for (let y = 0, pixel = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1, pixel += 1) {
        reflectance[pixel * 3] = TO_LINEAR[pixels[pixel * 4]!]!;
        reflectance[pixel * 3 + 1] = TO_LINEAR[pixels[pixel * 4 + 1]!]!;
        reflectance[pixel * 3 + 2] = TO_LINEAR[pixels[pixel * 4 + 2]!]!;
        backlight[pixel] = backlightAt((x + 0.5) / width, (y + 0.5) / height, lighting);
      }
    }
    const radius = Math.max(1, Math.round(FABRIC_DIFFUSION_MM * pxPerMm));
    const diffused = diffuse(reflectance, width, height, radius);
    const average: [number, number, number] = [0, 0, 0];
    for (let index = 0; index < diffused.length; index += 3) {
      average[0] += diffused[index]!;
      average[1] += diffused[index + 1]!;
      average[2] += diffused[index + 2]!;
    }
    const count = width * height;
    prepared = {
      width,
      height,
      reflectance,
      diffused,
      backlight,
      average: [average[0] / count, average[1] / count, average[2] / count],
    };
    return prepared;
  }

  /** Draws one panel at the canvas's displayed size (sharp on high-density screens). */
  function draw(canvas: HTMLCanvasElement, mode: 'off' | 'on', roomPercent: number) {
    const context = canvas.getContext('2d');
    if (!context || canvas.clientWidth === 0) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const width = Math.round(canvas.clientWidth * ratio);
    const height = Math.round((width * layout.heightMm) / layout.widthMm);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const pxPerMm = width / layout.widthMm;
    const room = roomLight(roomPercent);
    const wall = WALL.map((value) => toSrgb(value * room));
    context.fillStyle = `rgb(${wall.join(',')})`;
    context.fillRect(0, 0, width, height);

    const outer = Math.round(layout.marginMm * pxPerMm);
    const profile = Math.max(2, Math.round(layout.profileMm * pxPerMm));
    const inner = outer + profile;
    const innerWidth = width - 2 * inner;
    const innerHeight = height - 2 * inner;
    if (innerWidth <= 0 || innerHeight <= 0) return;
    const lit = prepare(innerWidth, innerHeight, pxPerMm);

    // Switched on in a darker room, the graphic casts its colour on the wall around it.
    if (mode === 'on') {
      const glow = lit.average.map((value) => toSrgb(Math.min(1, value * 1.6)));
      context.save();
      context.shadowColor = `rgba(${glow.join(',')},${(0.85 * (1 - room)).toFixed(2)})`;
      context.shadowBlur = Math.round(width * 0.12);
      context.fillStyle = `rgb(${wall.join(',')})`;
      context.fillRect(outer, outer, width - 2 * outer, height - 2 * outer);
      context.restore();
    }

    // The aluminium profile, lit by the room from above.
    const metal = context.createLinearGradient(0, outer, 0, height - outer);
    metal.addColorStop(
      0,
      `rgb(${Array(3)
        .fill(toSrgb(PROFILE * room * 1.15))
        .join(',')})`,
    );
    metal.addColorStop(
      1,
      `rgb(${Array(3)
        .fill(toSrgb(PROFILE * room * 0.7))
        .join(',')})`,
    );
    context.fillStyle = metal;
    context.fillRect(outer, outer, width - 2 * outer, height - 2 * outer);

    const data = context.createImageData(innerWidth, innerHeight);
    const out = data.data;
    const { reflectance, diffused, backlight } = lit;
    for (let pixel = 0, count = innerWidth * innerHeight; pixel < count; pixel += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        const index = pixel * 3 + channel;
        const value =
          mode === 'off'
            ? frontLitValue(reflectance[index]!, room)
            : switchedOnValue(reflectance[index]!, diffused[index]!, backlight[pixel]!, room);
        out[pixel * 4 + channel] = toSrgb(value);
      }
      out[pixel * 4 + 3] = 255;
    }
    context.putImageData(data, inner, inner);
    // The channel's shadow where the fabric meets the profile.
    context.strokeStyle = 'rgba(0,0,0,0.35)';
    context.lineWidth = Math.max(1, ratio);
    context.strokeRect(inner + 0.5, inner + 0.5, innerWidth - 1, innerHeight - 1);
  }

  return { draw };
}
