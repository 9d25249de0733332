import type { Random } from './random';
import {
  bush,
  door,
  facadeColours,
  glassColours,
  ground,
  horizonLine,
  palm,
  polygon,
  rect,
  roofColours,
  sceneHeight,
  sceneWidth,
  shade,
  sky,
  svgDocument,
  tree,
  windowPane,
} from './demo-scene-parts';

export const exteriorKinds = [
  'tower',
  'house',
  'villa',
  'townhouse',
  'shop',
  'warehouse',
  'land',
] as const;
export type ExteriorKind = (typeof exteriorKinds)[number];

/** Renders one outdoor scene of the given kind as SVG (1200×900). */
export function exteriorScene(kind: ExteriorKind, random: Random): string {
  const horizon = kind === 'land' ? random.int(430, 500) : random.int(560, 640);
  const skyParts = sky(random, horizon);
  const lawn = kind === 'warehouse' || kind === 'shop' ? '#9a9a94' : '#6aa84f';
  const groundParts = ground(horizon, kind === 'villa' ? '#c8b88a' : lawn);
  const urban = kind === 'tower' || kind === 'shop';
  const body = [
    skyParts.body,
    horizonLine(random, horizon, urban),
    groundParts.body,
    buildingFor(kind, random, horizon),
  ].join('');
  return svgDocument(sceneWidth, sceneHeight, skyParts.defs + groundParts.defs, body);
}

function buildingFor(kind: ExteriorKind, random: Random, horizon: number): string {
  switch (kind) {
    case 'tower':
      return towerScene(random, horizon);
    case 'house':
      return houseScene(random, horizon);
    case 'villa':
      return villaScene(random, horizon);
    case 'townhouse':
      return townhouseScene(random, horizon);
    case 'shop':
      return shopScene(random, horizon);
    case 'warehouse':
      return warehouseScene(random, horizon);
    case 'land':
      return landScene(random, horizon);
  }
}

function tower(x: number, base: number, width: number, height: number, random: Random): string {
  const facade = random.pick(['#d8dde3', '#c4ccd6', '#e9e2d6', '#b7c3cf', '#5f7f99', '#d6c7b0']);
  const glass = random.pick(glassColours);
  const parts = [rect(x, base - height, width, height, facade)];
  const columns = Math.max(2, Math.floor(width / 48));
  const rows = Math.floor((height - 40) / 46);
  const cellWidth = width / columns;
  const hasBalconies = random.chance(0.5);
  for (let row = 0; row < rows; row += 1) {
    const y = base - height + 24 + row * 46;
    for (let column = 0; column < columns; column += 1) {
      const lit = random.chance(0.12) ? '#ffe7a3' : glass;
      parts.push(rect(x + column * cellWidth + 8, y, cellWidth - 16, 28, lit));
    }
    if (hasBalconies && row % 2 === 0)
      parts.push(rect(x - 4, y + 30, width + 8, 5, shade(facade, -0.3)));
  }
  parts.push(rect(x - 6, base - height - 14, width + 12, 14, shade(facade, -0.25)));
  parts.push(rect(x + width * 0.35, base - 60, width * 0.3, 60, '#3c4a57'));
  return parts.join('');
}

function towerScene(random: Random, horizon: number): string {
  const parts: string[] = [];
  const count = random.int(2, 3);
  let x = random.int(40, 160);
  for (let i = 0; i < count; i += 1) {
    const width = random.int(190, 300);
    const height = random.int(340, horizon - 60);
    parts.push(tower(x, horizon + 40, width, height, random));
    x += width + random.int(60, 160);
    if (x > sceneWidth - 200) break;
  }
  parts.push(rect(0, horizon + 40, sceneWidth, 70, '#8d8d8d'));
  parts.push(rect(0, horizon + 70, sceneWidth, 6, '#f0f0f0', 'fill-opacity="0.7"'));
  for (let tx = random.int(30, 90); tx < sceneWidth; tx += random.int(180, 260)) {
    parts.push(tree(tx, horizon + 200, random.int(70, 100), random));
  }
  return parts.join('');
}

function house(x: number, base: number, width: number, random: Random): string {
  const facade = random.pick(facadeColours);
  const roof = random.pick(roofColours);
  const wallHeight = width * random.float(0.5, 0.62);
  const top = base - wallHeight;
  const roofHeight = width * random.float(0.28, 0.38);
  const parts = [
    rect(
      x + width * 0.7,
      top - roofHeight * 0.9,
      width * 0.08,
      roofHeight * 0.6,
      shade(roof, -0.2),
    ),
    rect(x, top, width, wallHeight, facade),
    polygon(
      [
        [x - 24, top + 4],
        [x + width / 2, top - roofHeight],
        [x + width + 24, top + 4],
      ],
      roof,
    ),
  ];
  const glass = random.pick(glassColours);
  const windowWidth = width * 0.16;
  const windowHeight = wallHeight * 0.26;
  for (const fx of [0.12, 0.72]) {
    parts.push(
      windowPane(x + width * fx, top + wallHeight * 0.14, windowWidth, windowHeight, glass),
    );
    parts.push(
      windowPane(x + width * fx, top + wallHeight * 0.56, windowWidth, windowHeight, glass),
    );
  }
  parts.push(
    windowPane(x + width * 0.42, top + wallHeight * 0.14, windowWidth, windowHeight, glass),
  );
  const doorColour = random.pick(['#7a2e2e', '#2e4a7a', '#2f5d3a', '#5a3d2b', '#333333']);
  parts.push(
    door(x + width * 0.43, base - wallHeight * 0.42, width * 0.14, wallHeight * 0.42, doorColour),
  );
  return parts.join('');
}

function houseScene(random: Random, horizon: number): string {
  const width = random.int(440, 560);
  const x = random.int(200, sceneWidth - width - 200);
  const base = horizon + 120;
  const parts = [
    tree(x - 90, base + 10, random.int(110, 150), random),
    tree(x + width + 110, base + 20, random.int(100, 140), random),
    house(x, base, width, random),
    bush(x - 10, base + 6, width * 0.35, random),
    bush(x + width * 0.65, base + 6, width * 0.35, random),
    polygon(
      [
        [x + width * 0.43, base],
        [x + width * 0.57, base],
        [x + width * 0.7, sceneHeight],
        [x + width * 0.3, sceneHeight],
      ],
      '#cbbfa8',
    ),
  ];
  return parts.join('');
}

function villaScene(random: Random, horizon: number): string {
  const base = horizon + 90;
  const x = random.int(120, 260);
  const width = random.int(720, 860);
  const facade = random.pick(['#f7f4ee', '#efe9df', '#f2f2f2', '#e9dfcf']);
  const glass = random.pick(glassColours);
  const lower = random.int(170, 200);
  const upper = random.int(140, 170);
  const upperWidth = width * random.float(0.5, 0.65);
  const parts = [
    palm(x - 40, base + 20, random.int(150, 190)),
    rect(x, base - lower, width, lower, facade),
    rect(x + width * 0.1, base - lower - upper, upperWidth, upper, shade(facade, -0.04)),
    rect(x - 20, base - lower - 12, width + 40, 12, shade(facade, -0.2)),
    rect(x + width * 0.1 - 16, base - lower - upper - 12, upperWidth + 32, 12, shade(facade, -0.2)),
    rect(x + width * 0.08, base - lower + 30, width * 0.5, lower - 30, glass),
    rect(x + width * 0.15, base - lower - upper + 28, upperWidth * 0.7, upper - 56, glass),
    rect(
      x + width * 0.68,
      base - lower + 40,
      width * 0.22,
      lower - 80,
      random.pick(['#b08968', '#8d6e63']),
    ),
  ];
  const poolTop = base + 60;
  parts.push(rect(x + 60, poolTop, width * 0.6, 110, '#4fc3f7', 'rx="6"'));
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      rect(x + 90 + i * 110, poolTop + 25 + (i % 2) * 40, 70, 5, '#b3e5fc', 'fill-opacity="0.8"'),
    );
  }
  parts.push(palm(x + width + 40, base + 40, random.int(160, 200)));
  return parts.join('');
}

function townhouseScene(random: Random, horizon: number): string {
  const base = horizon + 110;
  const count = random.int(3, 4);
  const width = (sceneWidth - 160) / count;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = 80 + i * width;
    const facade = random.pick(['#b5523b', '#e6d5b8', '#8c3b2e', '#c97b4a', '#d9c7a7', '#6d7f8c']);
    const height = random.int(380, 440);
    parts.push(rect(x, base - height, width - 4, height, facade));
    parts.push(rect(x - 4, base - height - 16, width + 4, 16, shade(facade, -0.35)));
    const glass = random.pick(glassColours);
    for (let floor = 0; floor < 3; floor += 1) {
      const y = base - height + 40 + floor * 110;
      parts.push(windowPane(x + width * 0.15, y, width * 0.25, 70, glass, '#ffffff'));
      if (floor < 2)
        parts.push(windowPane(x + width * 0.58, y, width * 0.25, 70, glass, '#ffffff'));
    }
    parts.push(
      door(
        x + width * 0.58,
        base - 110,
        width * 0.24,
        110,
        random.pick(['#1f3b57', '#222', '#7a2e2e']),
      ),
    );
    parts.push(rect(x + width * 0.54, base, width * 0.32, 14, '#bdbdbd'));
  }
  parts.push(rect(0, base + 14, sceneWidth, 60, '#9e9e9e'));
  parts.push(tree(60, base + 160, 120, random), tree(sceneWidth - 70, base + 170, 130, random));
  return parts.join('');
}

function shopScene(random: Random, horizon: number): string {
  const base = horizon + 130;
  const facade = random.pick(['#f0e6d2', '#d7ccc8', '#cfd8dc', '#efebe9']);
  const awning = random.pick(['#c62828', '#2e7d32', '#1565c0', '#6a1b9a']);
  const parts = [rect(100, base - 520, 1000, 520, facade)];
  const glass = random.pick(glassColours);
  for (let i = 0; i < 5; i += 1) {
    parts.push(windowPane(150 + i * 190, base - 480, 110, 120, glass, '#ffffff'));
  }
  parts.push(rect(140, base - 320, 920, 60, shade(awning, -0.3)));
  for (let i = 0; i < 12; i += 1) {
    parts.push(rect(140 + i * 76.6, base - 260, 76.6, 50, i % 2 === 0 ? awning : '#ffffff'));
  }
  parts.push(rect(160, base - 200, 620, 200, glass));
  parts.push(rect(160, base - 200, 620, 200, '#ffffff', 'fill-opacity="0.15"'));
  parts.push(door(830, base - 200, 170, 200, '#37474f'));
  parts.push(rect(0, base, sceneWidth, sceneHeight - base, '#b0b0b0'));
  for (let x = 0; x < sceneWidth; x += 120) parts.push(rect(x, base + 60, 4, 120, '#9a9a9a'));
  return parts.join('');
}

function warehouseScene(random: Random, horizon: number): string {
  const base = horizon + 110;
  const wall = random.pick(['#90a4ae', '#b0bec5', '#a1887f', '#cfd8dc']);
  const parts = [
    polygon(
      [
        [80, base - 300],
        [600, base - 380],
        [1120, base - 300],
        [1120, base],
        [80, base],
      ],
      wall,
    ),
  ];
  for (let x = 90; x < 1120; x += 22) parts.push(rect(x, base - 300, 3, 300, shade(wall, -0.12)));
  for (let i = 0; i < 4; i += 1) {
    const x = 150 + i * 240;
    parts.push(rect(x, base - 200, 170, 200, '#607d8b'));
    for (let y = base - 195; y < base; y += 14) parts.push(rect(x, y, 170, 3, '#546e7a'));
    parts.push(rect(x - 10, base - 215, 190, 15, random.pick(['#f9a825', '#ef6c00', '#2e7d32'])));
  }
  parts.push(rect(0, base, sceneWidth, sceneHeight - base, '#8e8e8e'));
  for (let x = 40; x < sceneWidth; x += 160) parts.push(rect(x, base + 120, 90, 8, '#f5f5f5'));
  return parts.join('');
}

function landScene(random: Random, horizon: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const y = horizon + 40 + i * 70;
    parts.push(rect(0, y, sceneWidth, 6, '#5d9443', 'fill-opacity="0.35"'));
  }
  const postY = horizon + random.int(160, 220);
  for (let x = 20; x < sceneWidth; x += 70) parts.push(rect(x, postY - 70, 10, 80, '#7b5b3a'));
  parts.push(rect(0, postY - 55, sceneWidth, 6, '#8d6e4a'));
  parts.push(rect(0, postY - 25, sceneWidth, 6, '#8d6e4a'));
  for (let i = random.int(3, 6); i > 0; i -= 1) {
    parts.push(
      tree(
        random.int(40, sceneWidth - 40),
        horizon + random.int(10, 60),
        random.int(50, 90),
        random,
      ),
    );
  }
  const signX = random.int(300, 800);
  parts.push(rect(signX, postY + 60, 14, 130, '#eeeeee'));
  parts.push(rect(signX + 14, postY + 60, 110, 60, '#e53935'));
  parts.push(
    rect(signX + 26, postY + 74, 86, 8, '#ffffff'),
    rect(signX + 26, postY + 92, 60, 8, '#ffffff'),
  );
  return parts.join('');
}
