import { CANVAS, ellipse, n, rect, type Scene } from './scene';

/** The photo studio every product stands in: backdrops and the shadows products cast. */

/** A soft shadow without a blur filter (filters are slow to render): stacked faint shapes. */
export function softShadow(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  spread = 24,
): void {
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

export function floorShadow(scene: Scene, cx: number, cy: number, rx: number, ry: number): void {
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
export function studio(scene: Scene, kind: 'sweep' | 'wall', light = '#ffffff'): void {
  if (kind === 'wall') {
    scene.add(
      rect(
        0,
        0,
        CANVAS,
        CANVAS,
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
        CANVAS,
        CANVAS,
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
