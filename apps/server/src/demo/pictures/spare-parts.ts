import { circle, ellipse, path, polygon, rect, type Scene } from './scene';
import { floorShadow, studio } from './studio';

/** Spare parts: profiles, corner connectors, feet, power supplies, batteries and cables. */

export function drawProfiles(scene: Scene): void {
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

export function drawCorners(scene: Scene): void {
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

export function drawFeet(scene: Scene): void {
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

export function drawPowerSupply(scene: Scene): void {
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

export function drawBatteryPack(scene: Scene): void {
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

export function drawCable(scene: Scene): void {
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
