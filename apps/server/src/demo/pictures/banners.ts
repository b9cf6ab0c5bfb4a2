import { printedFabric, type Artwork } from './artwork';
import { path, polygon, rect, type Scene } from './scene';
import { softShadow, studio } from './studio';

/** Fabric banners: the printed graphic with its silicone edge, whole or close up. */

export function drawBanner(scene: Scene, widthCm: number, heightCm: number, art: Artwork): void {
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

export function drawBannerEdge(scene: Scene, art: Artwork): void {
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
