import sharp from 'sharp';

/**
 * The demo catalogue's product pictures, drawn by the shop itself: an SVG "studio shot" per kind
 * of product (frames glowing with printed artwork, banners, bags, LEDs, spare parts), rendered to
 * PNG with sharp. Shapes only, no text, so nothing depends on the fonts of the machine.
 */

/** The printed graphics a frame or banner can carry. */
export const ARTWORKS = [
  'sunrise',
  'waves',
  'bubbles',
  'rings',
  'stripes',
  'leaves',
  'city',
  'burst',
  'bottle',
  'blocks',
] as const;
export type Artwork = (typeof ARTWORKS)[number];

export type FrameView = 'front' | 'angle' | 'back' | 'corner';
export type FrameMount = 'floor' | 'wall' | 'counter' | 'counter-battery' | 'floor-battery';

export type DemoPicture =
  | {
      kind: 'frame';
      widthCm: number;
      heightCm: number;
      artwork: Artwork;
      mount: FrameMount;
      view?: FrameView;
      /** Profile depth drawn in the angled view (mm). */
      depthMm?: number;
    }
  | { kind: 'banner'; widthCm: number; heightCm: number; artwork: Artwork }
  | { kind: 'banner-edge'; artwork: Artwork }
  | { kind: 'bag'; colour: 'black' | 'navy'; size: 'long' | 'short' }
  | { kind: 'roll-case' }
  | { kind: 'led-strips' }
  | { kind: 'led-bar' }
  | { kind: 'spotlight' }
  | { kind: 'profiles' }
  | { kind: 'corners' }
  | { kind: 'feet' }
  | { kind: 'power-supply' }
  | { kind: 'battery-pack' }
  | { kind: 'cable' };

/**
 * Pictures are square (the shop's cards are) and this wide unless asked otherwise: enough for the
 * product page, and small enough that a first start draws and stores them all in a few seconds.
 */
export const DEMO_PICTURE_SIZE = 800;

/** Renders a picture to JPEG (what a camera hands staff; the quickest original to store). */
export async function renderDemoPicture(
  picture: DemoPicture,
  size = DEMO_PICTURE_SIZE,
): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(picture, size)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The picture as an SVG document (drawn on a 1000 × 1000 canvas, scaled to `size`). */
export function demoPictureSvg(picture: DemoPicture, size = DEMO_PICTURE_SIZE): string {
  const scene = new Scene();
  draw(scene, picture);
  return scene.toSvg(size);
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const C = 1000;

class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** A linear gradient (top → bottom unless `horizontal`); answers its `url(#…)`. */
  linear(
    stops: [number, string, number?][],
    horizontal = false,
    angle?: [number, number, number, number],
  ): string {
    const id = this.id('g');
    const [x1, y1, x2, y2] = angle ?? (horizontal ? [0, 0, 1, 0] : [0, 0, 0, 1]);
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  toSvg(size: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${C} ${C}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsOf(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

const n = (value: number) => Math.round(value * 10) / 10;

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

function polygon(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** A soft shadow without a blur filter (filters are slow to render): stacked faint shapes. */
function softShadow(scene: Scene, x: number, y: number, w: number, h: number, spread = 24): void {
  const layers = 6;
  for (let i = layers; i >= 1; i--) {
    const grow = (spread * i) / layers;
    scene.add(
      rect(
        x - grow,
        y - grow,
        w + 2 * grow,
        h + 2 * grow,
        '#1b2230',
        `rx="${n(grow + 4)}" opacity="0.035"`,
      ),
    );
  }
}

function floorShadow(scene: Scene, cx: number, cy: number, rx: number, ry: number): void {
  scene.add(
    ellipse(
      cx,
      cy,
      rx,
      ry,
      scene.radial([
        [0, '#1b2230', 0.32],
        [0.6, '#1b2230', 0.1],
        [1, '#1b2230', 0],
      ]),
    ),
  );
}

/** The studio: a seamless paper sweep, or a plain wall for wall-mounted frames. */
function studio(scene: Scene, kind: 'sweep' | 'wall', light = '#ffffff'): void {
  if (kind === 'wall') {
    scene.add(
      rect(
        0,
        0,
        C,
        C,
        scene.linear([
          [0, '#eceef2'],
          [1, '#dfe2e8'],
        ]),
      ),
    );
  } else {
    scene.add(
      rect(
        0,
        0,
        C,
        C,
        scene.linear([
          [0, '#e9ecf1'],
          [0.66, '#f6f7f9'],
          [0.78, '#eef0f3'],
          [1, '#d9dde3'],
        ]),
      ),
    );
  }
  scene.add(
    ellipse(
      500,
      430,
      620,
      520,
      scene.radial([
        [0, light, 0.85],
        [1, light, 0],
      ]),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Artwork: what is printed on the fabric, drawn into a w × h box at the origin.

type Palette = [string, string, string, string, string];

const PALETTES: Record<Artwork, Palette> = {
  sunrise: ['#ff7a59', '#ffc46b', '#6a2c70', '#b83b5e', '#fff3d6'],
  waves: ['#00b4d8', '#0077b6', '#90e0ef', '#023e8a', '#caf0f8'],
  bubbles: ['#ff3d7f', '#ff9a3c', '#ffd23f', '#ffffff', '#7b2cbf'],
  rings: ['#3a0ca3', '#4cc9f0', '#f72585', '#7209b7', '#ffffff'],
  stripes: ['#111827', '#22c55e', '#facc15', '#f97316', '#ffffff'],
  leaves: ['#d8f3dc', '#2d6a4f', '#52b788', '#95d5b2', '#1b4332'],
  city: ['#14213d', '#fca311', '#e76f51', '#3d5a80', '#ffd166'],
  burst: ['#ef233c', '#ffb703', '#ffffff', '#d90429', '#fb8500'],
  bottle: ['#2b2d42', '#c9a227', '#8d99ae', '#f4e3b1', '#edf2f4'],
  blocks: ['#f4f1de', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
};

/** Deterministic pseudo-random numbers, so a picture is the same at every seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two white bars that read as a headline and a line of copy, without real text. */
function copyBars(x: number, y: number, w: number, colour = '#ffffff'): string {
  const h = Math.max(6, w * 0.09);
  return (
    rect(x, y, w, h, colour, `rx="${n(h / 2)}" opacity="0.92"`) +
    rect(x, y + h * 1.9, w * 0.62, h * 0.55, colour, `rx="${n(h / 4)}" opacity="0.75"`)
  );
}

function artwork(scene: Scene, art: Artwork, w: number, h: number): string {
  const [a, b, c, d, e] = PALETTES[art];
  const m = Math.min(w, h);
  const rnd = random(ARTWORKS.indexOf(art) * 7919 + Math.round(w * 13 + h));
  const out: string[] = [];
  switch (art) {
    case 'sunrise': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear([
            [0, c],
            [0.55, d],
            [1, a],
          ]),
        ),
      );
      out.push(
        circle(
          w * 0.5,
          h * 0.58,
          m * 0.26,
          scene.radial([
            [0, e],
            [0.7, b],
            [1, b, 0],
          ]),
        ),
      );
      out.push(
        polygon(
          [
            [0, h],
            [0, h * 0.7],
            [w * 0.3, h * 0.55],
            [w * 0.62, h * 0.78],
            [w, h * 0.62],
            [w, h],
          ],
          c,
          'opacity="0.85"',
        ),
      );
      out.push(
        polygon(
          [
            [0, h],
            [0, h * 0.84],
            [w * 0.45, h * 0.72],
            [w, h * 0.88],
            [w, h],
          ],
          '#2a1030',
          'opacity="0.9"',
        ),
      );
      out.push(copyBars(w * 0.12, h * 0.12, w * 0.55, e));
      break;
    }
    case 'waves': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear([
            [0, e],
            [0.45, c],
            [1, a],
          ]),
        ),
      );
      for (let i = 0; i < 4; i++) {
        const y0 = h * (0.5 + i * 0.13);
        const amp = m * 0.06;
        const colour = [c, a, b, d][i]!;
        out.push(
          path(
            `M0 ${n(y0)} C ${n(w * 0.25)} ${n(y0 - amp)}, ${n(w * 0.5)} ${n(y0 + amp)}, ${n(w * 0.75)} ${n(y0 - amp * 0.5)} S ${n(w * 1.05)} ${n(y0)}, ${n(w)} ${n(y0 - amp * 0.3)} L ${n(w)} ${n(h)} L 0 ${n(h)} Z`,
            colour,
            'opacity="0.9"',
          ),
        );
      }
      out.push(circle(w * 0.78, h * 0.2, m * 0.09, '#ffffff', 'opacity="0.9"'));
      out.push(copyBars(w * 0.1, h * 0.14, w * 0.5, '#03305f'));
      break;
    }
    case 'bubbles': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear([
            [0, c],
            [0.5, b],
            [1, a],
          ]),
        ),
      );
      for (let i = 0; i < 26; i++) {
        const r = m * (0.02 + rnd() * 0.09);
        out.push(
          circle(
            rnd() * w,
            rnd() * h,
            r,
            i % 3 === 0 ? e : d,
            `opacity="${n(0.25 + rnd() * 0.45)}"`,
          ),
        );
      }
      out.push(circle(w * 0.5, h * 0.52, m * 0.28, d, 'opacity="0.95"'));
      out.push(circle(w * 0.5, h * 0.52, m * 0.2, a));
      out.push(circle(w * 0.44, h * 0.46, m * 0.05, d, 'opacity="0.8"'));
      break;
    }
    case 'rings': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear(
            [
              [0, a],
              [1, d],
            ],
            false,
            [0, 0, 1, 1],
          ),
        ),
      );
      for (let i = 7; i >= 1; i--) {
        out.push(
          circle(
            w * 0.62,
            h * 0.4,
            m * 0.09 * i,
            'none',
            `stroke="${i % 2 ? b : c}" stroke-width="${n(m * 0.025)}" opacity="${n(0.35 + i * 0.06)}"`,
          ),
        );
      }
      out.push(circle(w * 0.62, h * 0.4, m * 0.07, e));
      out.push(copyBars(w * 0.1, h * 0.78, w * 0.5, e));
      break;
    }
    case 'stripes': {
      out.push(rect(0, 0, w, h, a));
      const colours = [b, c, d, e];
      for (let i = 0; i < 4; i++) {
        const off = (i - 1.5) * m * 0.22;
        out.push(
          polygon(
            [
              [w * 0.2 + off, h],
              [w * 0.2 + off + m * 0.14, h],
              [w * 0.95 + off + m * 0.14, 0],
              [w * 0.95 + off, 0],
            ],
            colours[i]!,
            'opacity="0.95"',
          ),
        );
      }
      out.push(circle(w * 0.25, h * 0.22, m * 0.1, e));
      out.push(copyBars(w * 0.1, h * 0.8, w * 0.45, e));
      break;
    }
    case 'leaves': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear([
            [0, a],
            [1, d],
          ]),
        ),
      );
      for (let i = 0; i < 9; i++) {
        const cx = rnd() * w;
        const cy = rnd() * h;
        const len = m * (0.25 + rnd() * 0.3);
        const angle = Math.round(rnd() * 180);
        out.push(
          ellipse(
            cx,
            cy,
            len,
            len * 0.32,
            [b, c, e][i % 3]!,
            `transform="rotate(${angle} ${n(cx)} ${n(cy)})" opacity="0.88"`,
          ),
        );
      }
      out.push(circle(w * 0.5, h * 0.5, m * 0.16, '#ffffff', 'opacity="0.92"'));
      out.push(circle(w * 0.5, h * 0.5, m * 0.1, c));
      break;
    }
    case 'city': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.linear([
            [0, a],
            [0.6, d],
            [1, c],
          ]),
        ),
      );
      out.push(circle(w * 0.75, h * 0.25, m * 0.08, e, 'opacity="0.95"'));
      let x = 0;
      while (x < w) {
        const bw = m * (0.08 + rnd() * 0.1);
        const bh = h * (0.2 + rnd() * 0.35);
        out.push(rect(x, h - bh, bw - 2, bh, '#0b1020', 'opacity="0.92"'));
        for (let wy = h - bh + 10; wy < h - 12; wy += m * 0.05) {
          for (let wx = x + 6; wx < x + bw - 12; wx += m * 0.04) {
            if (rnd() > 0.45) out.push(rect(wx, wy, m * 0.018, m * 0.022, b, 'opacity="0.9"'));
          }
        }
        x += bw;
      }
      out.push(copyBars(w * 0.1, h * 0.12, w * 0.5, '#ffffff'));
      break;
    }
    case 'burst': {
      out.push(rect(0, 0, w, h, a));
      const cx = w * 0.5;
      const cy = h * 0.45;
      const r = Math.hypot(w, h);
      for (let i = 0; i < 24; i += 2) {
        const t0 = (i / 24) * Math.PI * 2;
        const t1 = ((i + 1) / 24) * Math.PI * 2;
        out.push(
          polygon(
            [
              [cx, cy],
              [cx + r * Math.cos(t0), cy + r * Math.sin(t0)],
              [cx + r * Math.cos(t1), cy + r * Math.sin(t1)],
            ],
            d,
            'opacity="0.7"',
          ),
        );
      }
      out.push(circle(cx, cy, m * 0.3, b));
      out.push(circle(cx, cy, m * 0.23, e));
      out.push(circle(cx, cy, m * 0.13, a));
      out.push(copyBars(w * 0.2, h * 0.82, w * 0.6, e));
      break;
    }
    case 'bottle': {
      out.push(
        rect(
          0,
          0,
          w,
          h,
          scene.radial(
            [
              [0, c],
              [1, a],
            ],
            0.5,
            0.45,
            0.8,
          ),
        ),
      );
      const bw = m * 0.34;
      const bh = bw * 1.3;
      const bx = w / 2 - bw / 2;
      const by = h * 0.5 - bh / 2;
      out.push(ellipse(w / 2, by + bh + 6, bw * 0.8, bw * 0.1, '#000000', 'opacity="0.35"'));
      out.push(
        rect(
          bx,
          by,
          bw,
          bh,
          scene.linear(
            [
              [0, d],
              [0.5, b],
              [1, '#7a5c12'],
            ],
            true,
          ),
          `rx="${n(bw * 0.12)}"`,
        ),
      );
      out.push(rect(bx + bw * 0.35, by - bw * 0.28, bw * 0.3, bw * 0.3, d));
      out.push(
        rect(
          bx + bw * 0.22,
          by - bw * 0.55,
          bw * 0.56,
          bw * 0.3,
          '#1a1a1a',
          `rx="${n(bw * 0.05)}"`,
        ),
      );
      out.push(
        rect(bx + bw * 0.12, by + bh * 0.1, bw * 0.1, bh * 0.75, '#ffffff', 'opacity="0.35"'),
      );
      out.push(copyBars(w * 0.2, h * 0.82, w * 0.6, e));
      break;
    }
    case 'blocks': {
      out.push(rect(0, 0, w, h, a));
      const cell = m / 3;
      const cols = Math.ceil(w / cell);
      const rows = Math.ceil(h / cell);
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const x = col * cell;
          const y = row * cell;
          const colour = [b, c, d, e][(row * 3 + col * 2) % 4]!;
          const shape = (row + col * 2) % 4;
          if (shape === 0) out.push(rect(x, y, cell, cell, colour));
          else if (shape === 1)
            out.push(
              path(
                `M${n(x)} ${n(y + cell)} A ${n(cell)} ${n(cell)} 0 0 1 ${n(x + cell)} ${n(y)} L ${n(x + cell)} ${n(y + cell)} Z`,
                colour,
              ),
            );
          else if (shape === 2) out.push(circle(x + cell / 2, y + cell / 2, cell * 0.42, colour));
        }
      }
      break;
    }
  }
  return out.join('');
}

/** The artwork placed in a box, optionally lit from behind (brighter centre, softer edges). */
function printedFabric(
  scene: Scene,
  art: Artwork,
  x: number,
  y: number,
  w: number,
  h: number,
  lit: boolean,
): void {
  const clipId = scene.clip(rect(x, y, w, h, '#000'));
  scene.add(
    `<g clip-path="${clipId}"><g transform="translate(${n(x)} ${n(y)})">${artwork(scene, art, w, h)}</g></g>`,
  );
  if (lit) {
    scene.add(
      rect(
        x,
        y,
        w,
        h,
        scene.radial([
          [0, '#ffffff', 0.22],
          [0.7, '#ffffff', 0.05],
          [1, '#000000', 0.12],
        ]),
      ),
    );
  } else {
    scene.add(
      rect(
        x,
        y,
        w,
        h,
        scene.linear(
          [
            [0, '#ffffff', 0.12],
            [1, '#000000', 0.1],
          ],
          false,
          [0, 0, 1, 1],
        ),
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The products

function draw(scene: Scene, picture: DemoPicture): void {
  switch (picture.kind) {
    case 'frame':
      return drawFrame(scene, picture);
    case 'banner':
      return drawBanner(scene, picture.widthCm, picture.heightCm, picture.artwork);
    case 'banner-edge':
      return drawBannerEdge(scene, picture.artwork);
    case 'bag':
      return drawBag(scene, picture.colour, picture.size);
    case 'roll-case':
      return drawRollCase(scene);
    case 'led-strips':
      return drawLedStrips(scene);
    case 'led-bar':
      return drawLedBar(scene);
    case 'spotlight':
      return drawSpotlight(scene);
    case 'profiles':
      return drawProfiles(scene);
    case 'corners':
      return drawCorners(scene);
    case 'feet':
      return drawFeet(scene);
    case 'power-supply':
      return drawPowerSupply(scene);
    case 'battery-pack':
      return drawBatteryPack(scene);
    case 'cable':
      return drawCable(scene);
  }
}

type FramePicture = Extract<DemoPicture, { kind: 'frame' }>;

const ALUMINIUM_DARK: [number, string][] = [
  [0, '#4b525c'],
  [0.5, '#23272e'],
  [1, '#3b414a'],
];

function drawFrame(scene: Scene, picture: FramePicture): void {
  const { widthCm, heightCm, artwork: art, mount } = picture;
  const view = picture.view ?? 'front';
  if (view === 'corner') return drawFrameCorner(scene, art);
  const counter = mount === 'counter' || mount === 'counter-battery';
  studio(scene, mount === 'wall' ? 'wall' : 'sweep', PALETTES[art][1]);

  // Fit the frame into the space its mount leaves.
  const box =
    mount === 'wall'
      ? { w: 720, h: 640, bottom: 820 }
      : counter
        ? { w: 560, h: 520, bottom: 700 }
        : { w: 600, h: 720, bottom: 840 };
  const scale = Math.min(box.w / widthCm, box.h / heightCm);
  const w = widthCm * scale;
  const h = heightCm * scale;
  const x = 500 - w / 2;
  const y = box.bottom - h;
  const border = Math.max(12, Math.min(22, Math.min(w, h) * 0.035));

  if (counter) {
    // A counter top the frame stands on.
    scene.add(
      rect(
        0,
        760,
        C,
        240,
        scene.linear([
          [0, '#d9c3a5'],
          [0.05, '#c8ab86'],
          [1, '#a9875f'],
        ]),
      ),
    );
    scene.add(rect(0, 752, C, 12, '#efe3d2'));
  }
  const glow = PALETTES[art][1];
  if (view === 'front') {
    scene.add(
      ellipse(
        500,
        y + h / 2,
        w * 0.85 + 80,
        h * 0.7 + 60,
        scene.radial([
          [0, glow, 0.45],
          [1, glow, 0],
        ]),
      ),
    );
  }
  if (mount === 'wall') softShadow(scene, x + 10, y + 18, w, h, 28);
  else if (counter) floorShadow(scene, 500, box.bottom + 30, w * 0.6, 26);
  else floorShadow(scene, 500, box.bottom + 8, w * 0.7 + 60, 34);

  if (view === 'angle') return drawFrameAngled(scene, picture, x, y, w, h, border);
  drawStand(scene, mount, x, y, w, box.bottom);
  scene.add(rect(x, y, w, h, scene.linear(ALUMINIUM_DARK, true), 'rx="5"'));
  if (view === 'back') {
    drawFrameBack(scene, x + border, y + border, w - 2 * border, h - 2 * border);
  } else {
    printedFabric(scene, art, x + border, y + border, w - 2 * border, h - 2 * border, true);
    scene.add(
      rect(
        x + border,
        y + border,
        w - 2 * border,
        h - 2 * border,
        'none',
        'stroke="#000" stroke-opacity="0.25" stroke-width="3"',
      ),
    );
  }
  scene.add(rect(x + 2, y + 2, w - 4, 3, '#ffffff', 'opacity="0.25"'));
}

function drawStand(
  scene: Scene,
  mount: FrameMount,
  x: number,
  y: number,
  w: number,
  bottom: number,
): void {
  if (mount === 'floor' || mount === 'floor-battery') {
    for (const fx of [x + w * 0.18, x + w * 0.82]) {
      scene.add(rect(fx - 8, bottom - 4, 16, 22, '#2a2f36'));
      scene.add(
        rect(
          fx - 70,
          bottom + 14,
          140,
          16,
          scene.linear([
            [0, '#59606b'],
            [1, '#1f2329'],
          ]),
          'rx="8"',
        ),
      );
    }
    if (mount === 'floor-battery') drawBatteryBadge(scene, x + w * 0.5, bottom + 2, 0.8);
  } else if (mount === 'counter' || mount === 'counter-battery') {
    scene.add(
      rect(
        x + w * 0.1,
        bottom - 6,
        w * 0.8,
        30,
        scene.linear([
          [0, '#59606b'],
          [1, '#1f2329'],
        ]),
        'rx="6"',
      ),
    );
    if (mount === 'counter-battery') drawBatteryBadge(scene, x + w * 0.5, bottom + 10, 0.7);
  } else {
    // A wall cleat peeking out above the frame.
    scene.add(rect(x + w * 0.3, y - 10, w * 0.4, 12, '#9aa1ab', 'rx="3"'));
  }
}

/** A small battery with four green charge bars. */
function drawBatteryBadge(scene: Scene, cx: number, cy: number, s: number): void {
  const w = 120 * s;
  const h = 44 * s;
  scene.add(
    rect(
      cx - w / 2,
      cy - h / 2,
      w,
      h,
      '#15181d',
      `rx="${n(8 * s)}" stroke="#7c8591" stroke-width="${n(3 * s)}"`,
    ),
  );
  scene.add(rect(cx + w / 2, cy - h * 0.2, 8 * s, h * 0.4, '#7c8591', `rx="${n(2 * s)}"`));
  for (let i = 0; i < 4; i++) {
    scene.add(
      rect(
        cx - w / 2 + 10 * s + i * 26 * s,
        cy - h / 2 + 9 * s,
        20 * s,
        h - 18 * s,
        '#3ee07a',
        `rx="${n(3 * s)}"`,
      ),
    );
  }
}

/** Inside the frame, the fabric taken off: white reflector board and rows of LED bars. */
function drawFrameBack(scene: Scene, x: number, y: number, w: number, h: number): void {
  scene.add(
    rect(
      x,
      y,
      w,
      h,
      scene.linear([
        [0, '#f4f6f8'],
        [1, '#d9dee5'],
      ]),
    ),
  );
  const bars = Math.max(2, Math.round(w / 90));
  for (let i = 0; i < bars; i++) {
    const bx = x + ((i + 0.5) * w) / bars;
    scene.add(rect(bx - 7, y + 12, 14, h - 24, '#b9c0c9', 'rx="4"'));
    for (let ly = y + 30; ly < y + h - 24; ly += 34) {
      scene.add(
        circle(
          bx,
          ly,
          14,
          scene.radial([
            [0, '#fffbe8', 0.95],
            [1, '#fff2b3', 0],
          ]),
        ),
      );
      scene.add(circle(bx, ly, 4, '#fffef6'));
    }
  }
  scene.add(rect(x + w - 90, y + h - 70, 70, 44, '#2a2f36', 'rx="6"'));
  scene.add(
    path(
      `M ${n(x + w - 55)} ${n(y + h - 26)} C ${n(x + w - 40)} ${n(y + h + 60)}, ${n(x + w + 60)} ${n(y + h + 40)}, ${n(x + w + 90)} ${n(y + h + 110)}`,
      'none',
      'stroke="#1c1f24" stroke-width="7" stroke-linecap="round"',
    ),
  );
}

/** The frame seen from the front left: face skewed, the profile's depth showing on the right. */
function drawFrameAngled(
  scene: Scene,
  picture: FramePicture,
  x: number,
  y: number,
  w: number,
  h: number,
  border: number,
): void {
  const squeeze = 0.8;
  const skew = -0.1;
  const depth = Math.max(18, ((picture.depthMm ?? 45) / 45) * 26);
  const fx = 500 - (w * squeeze) / 2 - depth / 2;
  // Front face corners after the transform.
  const tr: [number, number] = [fx + w * squeeze, y + w * squeeze * skew];
  const br: [number, number] = [tr[0], tr[1] + h];
  const bl: [number, number] = [fx, y + h];
  scene.add(
    polygon(
      [tr, [tr[0] + depth, tr[1] + depth * 0.35], [br[0] + depth, br[1] + depth * 0.35], br],
      scene.linear(
        [
          [0, '#6b737e'],
          [1, '#2b3038'],
        ],
        true,
      ),
    ),
  );
  if (picture.mount === 'floor' || picture.mount === 'floor-battery') {
    for (const t of [0.18, 0.82]) {
      const px = bl[0] + (br[0] - bl[0]) * t;
      const py = bl[1] + (br[1] - bl[1]) * t;
      scene.add(
        polygon(
          [
            [px - 40, py + 26],
            [px + 70, py + 8],
            [px + 90, py + 18],
            [px - 20, py + 38],
          ],
          '#2a2f36',
        ),
      );
    }
  }
  const matrix = `matrix(${squeeze} ${n(skew * squeeze)} 0 1 ${n(fx - x * squeeze)} ${n(-x * squeeze * skew)})`;
  scene.add(`<g transform="${matrix}">`);
  scene.add(rect(x, y, w, h, scene.linear(ALUMINIUM_DARK, true), 'rx="5"'));
  printedFabric(
    scene,
    picture.artwork,
    x + border,
    y + border,
    w - 2 * border,
    h - 2 * border,
    true,
  );
  scene.add('</g>');
}

/** Close-up of a corner: mitred profile, the silicone edge pressed into its groove. */
function drawFrameCorner(scene: Scene, art: Artwork): void {
  studio(scene, 'wall');
  scene.add(`<g transform="rotate(-8 500 500)">`);
  softShadow(scene, 190, 190, 900, 900, 30);
  scene.add(
    rect(
      160,
      160,
      900,
      900,
      scene.linear(
        [
          [0, '#5a616c'],
          [1, '#262a31'],
        ],
        false,
        [0, 0, 1, 1],
      ),
    ),
  );
  printedFabric(scene, art, 290, 290, 800, 800, true);
  // The groove the silicone edge sits in.
  scene.add(path('M 290 1100 L 290 290 L 1100 290', 'none', 'stroke="#0d0f12" stroke-width="16"'));
  scene.add(
    path(
      'M 250 1100 L 250 250 L 1100 250',
      'none',
      'stroke="#8d949e" stroke-width="3" opacity="0.8"',
    ),
  );
  scene.add(path('M 160 160 L 290 290', 'none', 'stroke="#15181c" stroke-width="4"'));
  scene.add(
    path(
      'M 170 1100 L 170 170 L 1100 170',
      'none',
      'stroke="#ffffff" stroke-width="4" opacity="0.3"',
    ),
  );
  scene.add('</g>');
}

function drawBanner(scene: Scene, widthCm: number, heightCm: number, art: Artwork): void {
  studio(scene, 'sweep');
  const scale = Math.min(640 / widthCm, 700 / heightCm);
  const w = widthCm * scale;
  const h = heightCm * scale;
  const x = 500 - w / 2;
  const y = 470 - h / 2;
  softShadow(scene, x + 8, y + 14, w, h, 20);
  // Rolled part at the bottom, showing the white back of the fabric.
  scene.add(
    rect(
      x - 6,
      y + h - 30,
      w + 12,
      56,
      scene.linear([
        [0, '#ffffff'],
        [0.5, '#e6e8ec'],
        [1, '#bfc4cc'],
      ]),
      'rx="28"',
    ),
  );
  printedFabric(scene, art, x, y, w, h - 20, false);
  // Silicone edge all around.
  scene.add(rect(x + 3, y + 3, w - 6, h - 26, 'none', 'stroke="#16181c" stroke-width="6" rx="2"'));
  // Turned-back corner.
  const f = Math.min(w, h) * 0.16;
  scene.add(
    polygon(
      [
        [x + w, y],
        [x + w - f, y],
        [x + w, y + f],
      ],
      '#eef0f3',
    ),
  );
  scene.add(
    polygon(
      [
        [x + w - f, y],
        [x + w - f * 0.15, y + f * 0.85],
        [x + w, y + f],
      ],
      scene.linear(
        [
          [0, '#ffffff'],
          [1, '#c9ced6'],
        ],
        false,
        [0, 0, 1, 1],
      ),
    ),
  );
}

function drawBannerEdge(scene: Scene, art: Artwork): void {
  studio(scene, 'sweep');
  scene.add(`<g transform="rotate(-12 500 500)">`);
  softShadow(scene, 120, 300, 800, 420, 24);
  printedFabric(scene, art, 120, 300, 800, 420, false);
  // The silicone bead sewn to the edge, with its stitching.
  scene.add(
    rect(
      100,
      710,
      840,
      34,
      scene.linear([
        [0, '#3a3f46'],
        [0.5, '#0f1114'],
        [1, '#2a2e34'],
      ]),
      'rx="12"',
    ),
  );
  scene.add(
    path(
      'M 130 712 L 910 712',
      'none',
      'stroke="#e9ecef" stroke-width="3" stroke-dasharray="14 10"',
    ),
  );
  scene.add(rect(120, 700, 800, 20, '#ffffff', 'opacity="0.85"'));
  scene.add(
    path(
      'M 130 706 L 910 706',
      'none',
      'stroke="#9aa1ab" stroke-width="2" stroke-dasharray="10 8"',
    ),
  );
  scene.add('</g>');
}

function drawBag(scene: Scene, colour: 'black' | 'navy', size: 'long' | 'short'): void {
  studio(scene, 'sweep');
  const base =
    colour === 'black' ? ['#3b3f46', '#16181c', '#0b0c0e'] : ['#2f4a78', '#1b2d4f', '#0f1a30'];
  const w = size === 'long' ? 820 : 560;
  const h = size === 'long' ? 250 : 330;
  const x = 500 - w / 2;
  const y = 560 - h / 2;
  floorShadow(scene, 500, y + h + 10, w * 0.56, 34);
  // Handles behind the body.
  scene.add(
    path(
      `M ${n(500 - 110)} ${n(y + 20)} C ${n(500 - 100)} ${n(y - 150)}, ${n(500 + 100)} ${n(y - 150)}, ${n(500 + 110)} ${n(y + 20)}`,
      'none',
      `stroke="${base[2]}" stroke-width="26" stroke-linecap="round"`,
    ),
  );
  scene.add(
    path(
      `M ${n(x + 40)} ${n(y + 30)} C ${n(x + 120)} ${n(y - 260)}, ${n(x + w - 120)} ${n(y - 260)}, ${n(x + w - 40)} ${n(y + 30)}`,
      'none',
      `stroke="${base[1]}" stroke-width="14" opacity="0.9"`,
    ),
  );
  scene.add(
    rect(
      x,
      y,
      w,
      h,
      scene.linear([
        [0, base[0]!],
        [0.45, base[1]!],
        [1, base[2]!],
      ]),
      `rx="${n(h * 0.28)}"`,
    ),
  );
  // Quilted padding seams, zip and pull.
  for (let i = 1; i < 4; i++) {
    scene.add(
      path(
        `M ${n(x + (w * i) / 4)} ${n(y + 28)} L ${n(x + (w * i) / 4)} ${n(y + h - 20)}`,
        'none',
        'stroke="#000" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 8"',
      ),
    );
  }
  scene.add(
    path(
      `M ${n(x + 40)} ${n(y + 26)} L ${n(x + w - 40)} ${n(y + 26)}`,
      'none',
      'stroke="#9aa1ab" stroke-width="6" stroke-dasharray="4 4"',
    ),
  );
  scene.add(rect(x + w - 110, y + 18, 40, 20, '#c3c8cf', 'rx="4"'));
  scene.add(rect(x + w - 96, y + 36, 12, 34, '#c3c8cf', 'rx="4"'));
  // End pocket and logo patch.
  scene.add(rect(x + 20, y + h * 0.35, w * 0.22, h * 0.52, base[2]!, `rx="18" opacity="0.7"`));
  scene.add(rect(x + w * 0.56, y + h * 0.42, 120, 64, '#f1f3f5', 'rx="10"'));
  scene.add(circle(x + w * 0.56 + 36, y + h * 0.42 + 32, 16, '#ff7a59'));
  scene.add(circle(x + w * 0.56 + 64, y + h * 0.42 + 32, 16, '#ffc46b', 'opacity="0.9"'));
  scene.add(circle(x + w * 0.56 + 92, y + h * 0.42 + 32, 16, '#00b4d8', 'opacity="0.9"'));
  scene.add(rect(x + 8, y + 8, w - 16, h * 0.2, '#ffffff', `rx="${n(h * 0.1)}" opacity="0.07"`));
}

function drawRollCase(scene: Scene): void {
  studio(scene, 'sweep');
  const x = 330;
  const y = 220;
  const w = 340;
  const h = 620;
  floorShadow(scene, 500, y + h + 36, 260, 34);
  scene.add(rect(x + 60, y - 130, 16, 150, '#8d949e'));
  scene.add(rect(x + w - 76, y - 130, 16, 150, '#8d949e'));
  scene.add(rect(x + 50, y - 150, w - 100, 34, '#1f2329', 'rx="12"'));
  scene.add(
    rect(
      x,
      y,
      w,
      h,
      scene.linear(
        [
          [0, '#4a515b'],
          [0.5, '#2a2f36'],
          [1, '#1a1d22'],
        ],
        true,
      ),
      'rx="46"',
    ),
  );
  for (let i = 1; i < 6; i++) {
    scene.add(rect(x + 26, y + (h * i) / 6 - 6, w - 52, 12, '#000', 'opacity="0.25" rx="6"'));
    scene.add(rect(x + 26, y + (h * i) / 6 + 6, w - 52, 3, '#fff', 'opacity="0.12"'));
  }
  scene.add(rect(x + w / 2 - 50, y + 40, 100, 26, '#b5bcc6', 'rx="6"'));
  for (const wx of [x + 60, x + w - 60]) {
    scene.add(circle(wx, y + h + 16, 30, '#111316'));
    scene.add(circle(wx, y + h + 16, 12, '#6b737e'));
  }
  scene.add(rect(x + 18, y + 20, 30, h - 60, '#ffffff', 'opacity="0.08" rx="14"'));
}

function drawLedStrips(scene: Scene): void {
  studio(scene, 'wall', '#fff6d8');
  scene.add(`<g transform="rotate(-18 500 500)">`);
  for (let s = 0; s < 3; s++) {
    const y = 330 + s * 150;
    softShadow(scene, 90, y, 820, 46, 12);
    scene.add(rect(90, y, 820, 46, '#f4f5f7', 'rx="6"'));
    scene.add(rect(90, y + 36, 820, 10, '#d5d9df'));
    for (let i = 0; i < 14; i++) {
      const lx = 125 + i * 58;
      scene.add(
        circle(
          lx,
          y + 20,
          30,
          scene.radial([
            [0, '#fff7cc', 0.9],
            [1, '#ffe58a', 0],
          ]),
        ),
      );
      scene.add(
        rect(lx - 11, y + 9, 22, 22, '#ffffff', 'stroke="#e0c96a" stroke-width="2" rx="3"'),
      );
      scene.add(circle(lx, y + 20, 6, '#fffbe6'));
    }
    scene.add(rect(60, y + 6, 36, 34, '#1f2329', 'rx="4"'));
  }
  scene.add(
    path('M 60 352 C -40 360, -20 520, 60 502', 'none', 'stroke="#1f2329" stroke-width="8"'),
  );
  scene.add('</g>');
}

function drawLedBar(scene: Scene): void {
  studio(scene, 'wall', '#fff6d8');
  scene.add(`<g transform="rotate(-30 500 500)">`);
  for (const [y, lit] of [
    [400, true],
    [560, false],
  ] as const) {
    softShadow(scene, 80, y, 840, 70, 14);
    scene.add(
      rect(
        80,
        y,
        840,
        70,
        scene.linear([
          [0, '#e8ebef'],
          [0.5, '#aeb5bf'],
          [1, '#7d8590'],
        ]),
        'rx="10"',
      ),
    );
    for (let i = 0; i < 8; i++) {
      const lx = 140 + i * 103;
      if (lit)
        scene.add(
          circle(
            lx,
            y + 35,
            60,
            scene.radial([
              [0, '#ffffff', 0.95],
              [0.4, '#fff3c4', 0.5],
              [1, '#fff3c4', 0],
            ]),
          ),
        );
      scene.add(
        circle(lx, y + 35, 24, lit ? '#fffdf3' : '#f0f2f5', 'stroke="#9aa1ab" stroke-width="3"'),
      );
      scene.add(circle(lx, y + 35, 9, lit ? '#ffffff' : '#d0d5dc'));
    }
    scene.add(rect(60, y + 15, 26, 40, '#2a2f36', 'rx="4"'));
  }
  scene.add('</g>');
}

function drawSpotlight(scene: Scene): void {
  studio(scene, 'wall');
  // Light cone onto the wall below.
  scene.add(
    polygon(
      [
        [640, 330],
        [760, 330],
        [960, 900],
        [420, 900],
      ],
      scene.linear([
        [0, '#fff4c2', 0.75],
        [1, '#fff4c2', 0],
      ]),
    ),
  );
  scene.add(
    ellipse(
      690,
      880,
      300,
      70,
      scene.radial([
        [0, '#fff8dc', 0.8],
        [1, '#fff8dc', 0],
      ]),
    ),
  );
  // Clamp, arm, head.
  scene.add(rect(130, 180, 90, 130, '#22262c', 'rx="10"'));
  scene.add(rect(118, 210, 40, 70, '#8d949e', 'rx="6"'));
  scene.add(
    path(
      'M 220 240 C 380 110, 560 130, 690 260',
      'none',
      'stroke="#2a2f36" stroke-width="22" stroke-linecap="round"',
    ),
  );
  scene.add(
    path(
      'M 220 234 C 380 104, 560 124, 690 254',
      'none',
      'stroke="#ffffff" stroke-width="4" opacity="0.25"',
    ),
  );
  scene.add(`<g transform="rotate(25 700 300)">`);
  scene.add(
    rect(
      610,
      250,
      180,
      90,
      scene.linear([
        [0, '#4b525c'],
        [1, '#1c1f24'],
      ]),
      'rx="16"',
    ),
  );
  scene.add(rect(622, 322, 156, 22, '#fffbe6'));
  scene.add('</g>');
}

function drawProfiles(scene: Scene): void {
  studio(scene, 'sweep');
  for (let i = 0; i < 3; i++) {
    const y = 420 + i * 110;
    const x = 170 + i * 30;
    floorShadow(scene, x + 360, y + 92, 380, 16);
    scene.add(
      polygon(
        [
          [x, y],
          [x + 700, y - 40],
          [x + 700, y + 30],
          [x, y + 70],
        ],
        scene.linear([
          [0, '#eef1f4'],
          [0.4, '#b6bdc6'],
          [1, '#7b838d'],
        ]),
      ),
    );
    scene.add(
      polygon(
        [
          [x, y + 18],
          [x + 700, y - 22],
        ],
        'none',
        'stroke="#6b737e" stroke-width="3"',
      ),
    );
    // Cross-section at the near end: the body and the groove for the silicone edge.
    scene.add(
      path(
        `M ${x - 40} ${y - 4} L ${x} ${y} L ${x} ${y + 70} L ${x - 40} ${y + 66} Z`,
        '#d6dbe1',
        'stroke="#6b737e" stroke-width="3"',
      ),
    );
    scene.add(rect(x - 30, y + 10, 12, 30, '#4b525c'));
    scene.add(rect(x - 30, y + 46, 20, 12, '#8d949e'));
  }
}

function drawCorners(scene: Scene): void {
  studio(scene, 'sweep');
  const spots: [number, number, number][] = [
    [330, 360, -10],
    [640, 340, 20],
    [320, 660, 35],
    [650, 650, -25],
  ];
  for (const [cx, cy, angle] of spots) {
    floorShadow(scene, cx + 10, cy + 110, 150, 22);
    scene.add(`<g transform="rotate(${angle} ${cx} ${cy})">`);
    scene.add(
      polygon(
        [
          [cx - 120, cy - 120],
          [cx + 120, cy - 120],
          [cx + 120, cy - 70],
          [cx - 70, cy - 70],
          [cx - 70, cy + 120],
          [cx - 120, cy + 120],
        ],
        scene.linear(
          [
            [0, '#f1f3f6'],
            [1, '#8d949e'],
          ],
          false,
          [0, 0, 1, 1],
        ),
        'stroke="#6b737e" stroke-width="3"',
      ),
    );
    for (const [hx, hy] of [
      [cx + 60, cy - 95],
      [cx - 95, cy + 60],
      [cx - 95, cy - 95],
    ] as const) {
      scene.add(circle(hx, hy, 13, '#3b414a'));
      scene.add(circle(hx, hy, 6, '#9aa1ab'));
    }
    scene.add('</g>');
  }
}

function drawFeet(scene: Scene): void {
  studio(scene, 'sweep');
  for (const [cx, cy] of [
    [360, 520],
    [640, 660],
  ] as const) {
    floorShadow(scene, cx, cy + 40, 300, 40);
    scene.add(
      rect(
        cx - 280,
        cy - 26,
        560,
        52,
        scene.linear([
          [0, '#6b737e'],
          [0.5, '#30353d'],
          [1, '#15181c'],
        ]),
        'rx="26"',
      ),
    );
    scene.add(
      rect(
        cx - 24,
        cy - 140,
        48,
        124,
        scene.linear(
          [
            [0, '#9aa1ab'],
            [1, '#4b525c'],
          ],
          true,
        ),
        'rx="4"',
      ),
    );
    scene.add(circle(cx + 44, cy - 80, 22, '#1a1d22'));
    scene.add(rect(cx + 24, cy - 86, 20, 12, '#8d949e'));
  }
}

function drawPowerSupply(scene: Scene): void {
  studio(scene, 'sweep');
  floorShadow(scene, 470, 640, 260, 30);
  scene.add(
    path(
      'M 250 560 C 120 560, 120 760, 260 760 S 420 860, 300 900',
      'none',
      'stroke="#1c1f24" stroke-width="12" stroke-linecap="round"',
    ),
  );
  scene.add(
    path(
      'M 690 560 C 820 560, 860 420, 760 360 S 640 240, 780 200',
      'none',
      'stroke="#1c1f24" stroke-width="12" stroke-linecap="round"',
    ),
  );
  scene.add(
    rect(
      250,
      450,
      440,
      190,
      scene.linear([
        [0, '#3b4048'],
        [0.5, '#1d2026'],
        [1, '#111317'],
      ]),
      'rx="26"',
    ),
  );
  scene.add(rect(300, 490, 200, 110, '#2c3139', 'rx="10"'));
  scene.add(circle(620, 545, 10, '#3ee07a'));
  for (let i = 0; i < 5; i++)
    scene.add(rect(520, 490 + i * 22, 60, 8, '#000', 'opacity="0.45" rx="4"'));
  scene.add(rect(760, 160, 50, 64, '#1a1d22', 'rx="8"'));
  scene.add(rect(770, 130, 8, 34, '#c3c8cf'));
  scene.add(rect(792, 130, 8, 34, '#c3c8cf'));
  scene.add(rect(280, 880, 40, 60, '#2a2f36', 'rx="6"'));
}

function drawBatteryPack(scene: Scene): void {
  studio(scene, 'sweep');
  floorShadow(scene, 500, 690, 300, 36);
  scene.add(
    path(
      'M 640 430 C 760 300, 880 400, 820 520',
      'none',
      'stroke="#1c1f24" stroke-width="12" stroke-linecap="round"',
    ),
  );
  scene.add(
    rect(
      220,
      420,
      560,
      260,
      scene.linear([
        [0, '#454b54'],
        [0.5, '#22262c'],
        [1, '#121418'],
      ]),
      'rx="30"',
    ),
  );
  scene.add(rect(260, 380, 480, 50, '#2a2f36', 'rx="20"'));
  scene.add(rect(300, 500, 300, 100, '#0e1013', 'rx="14"'));
  for (let i = 0; i < 4; i++)
    scene.add(rect(318 + i * 70, 518, 54, 64, i < 3 ? '#3ee07a' : '#1f5c36', 'rx="8"'));
  scene.add(circle(680, 550, 26, '#2f343c', 'stroke="#6b737e" stroke-width="4"'));
  scene.add(rect(240, 440, 520, 30, '#ffffff', 'opacity="0.06" rx="14"'));
}

function drawCable(scene: Scene): void {
  studio(scene, 'sweep');
  floorShadow(scene, 500, 700, 300, 40);
  for (let i = 0; i < 7; i++) {
    scene.add(
      ellipse(
        500 + i * 4,
        520 + i * 10,
        260 - i * 6,
        150 - i * 4,
        'none',
        'stroke="#1c1f24" stroke-width="14"',
      ),
    );
    scene.add(
      ellipse(
        500 + i * 4,
        516 + i * 10,
        260 - i * 6,
        150 - i * 4,
        'none',
        'stroke="#ffffff" stroke-width="2" opacity="0.15"',
      ),
    );
  }
  scene.add(
    path(
      'M 760 560 C 860 620, 860 760, 780 820',
      'none',
      'stroke="#1c1f24" stroke-width="14" stroke-linecap="round"',
    ),
  );
  scene.add(rect(740, 810, 70, 90, '#1a1d22', 'rx="10"'));
  scene.add(
    path(
      'M 240 500 C 140 420, 160 300, 250 260',
      'none',
      'stroke="#1c1f24" stroke-width="14" stroke-linecap="round"',
    ),
  );
  scene.add(rect(220, 200, 60, 70, '#1a1d22', 'rx="10"'));
  scene.add(rect(232, 170, 10, 36, '#c3c8cf'));
  scene.add(rect(258, 170, 10, 36, '#c3c8cf'));
}
