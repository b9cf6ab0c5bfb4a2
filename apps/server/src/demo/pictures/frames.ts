import { glowColour, printedFabric, type Artwork } from './artwork';
import type { DemoPicture, FrameMount } from './demo-picture';
import { CANVAS, circle, ellipse, n, path, polygon, rect, type Scene } from './scene';
import { floorShadow, softShadow, studio } from './studio';

/** Backlit frames: front, angled, back and corner views, on a floor, a wall or a counter. */

type FramePicture = Extract<DemoPicture, { kind: 'frame' }>;

const ALUMINIUM_DARK: [number, string][] = [
  [0, '#4b525c'],
  [0.5, '#23272e'],
  [1, '#3b414a'],
];

export function drawFrame(scene: Scene, picture: FramePicture): void {
  const { widthCm, heightCm, artwork: art, mount } = picture;
  const view = picture.view ?? 'front';
  if (view === 'corner') return drawFrameCorner(scene, art);
  const counter = mount === 'counter' || mount === 'counter-battery';
  studio(scene, mount === 'wall' ? 'wall' : 'sweep', glowColour(art));

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
        CANVAS,
        240,
        scene.linear([
          [0, '#d9c3a5'],
          [0.05, '#c8ab86'],
          [1, '#a9875f'],
        ]),
      ),
    );
    scene.add(rect(0, 752, CANVAS, 12, '#efe3d2'));
  }
  const glow = glowColour(art);
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
