import { circle, ellipse, n, path, polygon, rect, type Scene } from './scene';
import { floorShadow, softShadow, studio } from './studio';

/** Accessories: carry bags and cases, LED upgrades and spotlights. */

export function drawBag(scene: Scene, colour: 'black' | 'navy', size: 'long' | 'short'): void {
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

export function drawRollCase(scene: Scene): void {
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

export function drawLedStrips(scene: Scene): void {
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

export function drawLedBar(scene: Scene): void {
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

export function drawSpotlight(scene: Scene): void {
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
