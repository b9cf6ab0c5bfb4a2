import { circle, ellipse, n, path, polygon, rect, type Scene } from './scene';

/** What is printed on the fabric of frames and banners, drawn into a w × h box at the origin. */

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

/** The colour of the light a frame printed with this artwork casts around itself. */
export function glowColour(art: Artwork): string {
  return PALETTES[art][1];
}

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
export function printedFabric(
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
