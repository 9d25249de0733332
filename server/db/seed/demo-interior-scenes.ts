import type { Random } from './random';
import {
  glassColours,
  linearGradient,
  polygon,
  rect,
  sceneHeight,
  sceneWidth,
  shade,
  svgDocument,
  windowPane,
} from './demo-scene-parts';

export const interiorKinds = ['living', 'bedroom', 'kitchen', 'office', 'hall'] as const;
export type InteriorKind = (typeof interiorKinds)[number];

const wallColours = ['#f3ede4', '#e8e4dc', '#eef2f0', '#f5efe6', '#e6ebef', '#efe6dd', '#dfe7df'];
const floorColours = ['#b98b5e', '#a67c52', '#c9a27a', '#8d6748', '#d2b48c', '#9e9e9e'];
const fabricColours = ['#5b7083', '#8e6c58', '#4f6f52', '#7d5a7a', '#b0764c', '#44546a', '#9a8f85'];

/** Renders one indoor scene of the given kind as SVG (1200×900). */
export function interiorScene(kind: InteriorKind, random: Random): string {
  const floorTop = random.int(600, 660);
  const wall = random.pick(wallColours);
  const floor = kind === 'hall' ? '#bdbdbd' : random.pick(floorColours);
  const defs =
    linearGradient('wall', [shade(wall, 0.05), shade(wall, -0.08)]) +
    linearGradient('floor', [shade(floor, -0.1), shade(floor, 0.08)]);
  const parts = [
    rect(0, 0, sceneWidth, floorTop, 'url(#wall)'),
    rect(0, floorTop, sceneWidth, sceneHeight - floorTop, 'url(#floor)'),
    floorBoards(floorTop, floor, kind === 'hall'),
    rect(0, floorTop - 14, sceneWidth, 14, shade(wall, -0.2)),
    furnitureFor(kind, random, floorTop),
  ];
  return svgDocument(sceneWidth, sceneHeight, defs, parts.join(''));
}

function floorBoards(floorTop: number, floor: string, tiles: boolean): string {
  const parts: string[] = [];
  const line = shade(floor, -0.18);
  for (let y = floorTop + 40; y < sceneHeight; y += 55) parts.push(rect(0, y, sceneWidth, 2, line));
  const step = tiles ? 150 : 230;
  for (let x = step / 2; x < sceneWidth; x += step) {
    parts.push(rect(x, floorTop, 2, sceneHeight - floorTop, line, 'fill-opacity="0.5"'));
  }
  return parts.join('');
}

function bigWindow(x: number, y: number, width: number, height: number, random: Random): string {
  const outside = random.pick(glassColours);
  return (
    windowPane(x, y, width, height, outside, '#fafafa') +
    rect(x, y + height * 0.7, width, height * 0.3, '#7cb36a', 'fill-opacity="0.6"') +
    rect(x - 30, y - 20, 26, height + 60, random.pick(fabricColours), 'fill-opacity="0.85"') +
    rect(x + width + 4, y - 20, 26, height + 60, random.pick(fabricColours), 'fill-opacity="0.85"')
  );
}

function plant(x: number, base: number, size: number): string {
  return (
    rect(x - size * 0.3, base - size * 0.5, size * 0.6, size * 0.5, '#d7ccc8') +
    `<ellipse cx="${x}" cy="${base - size * 1.0}" rx="${size * 0.45}" ry="${size * 0.6}" fill="#3f8f3a"/>` +
    `<ellipse cx="${x - size * 0.3}" cy="${base - size * 0.8}" rx="${size * 0.3}" ry="${size * 0.45}" fill="#4f9d45"/>`
  );
}

function picture(x: number, y: number, width: number, height: number, random: Random): string {
  const art = random.pick(['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#9575cd']);
  return (
    rect(x - 8, y - 8, width + 16, height + 16, '#3e3e3e') +
    rect(x, y, width, height, '#fafafa') +
    `<circle cx="${x + width * 0.35}" cy="${y + height * 0.45}" r="${height * 0.22}" fill="${art}"/>` +
    polygon(
      [
        [x + width * 0.3, y + height],
        [x + width * 0.7, y + height * 0.35],
        [x + width, y + height],
      ],
      shade(art, -0.3),
    )
  );
}

function furnitureFor(kind: InteriorKind, random: Random, floorTop: number): string {
  switch (kind) {
    case 'living':
      return livingRoom(random, floorTop);
    case 'bedroom':
      return bedroom(random, floorTop);
    case 'kitchen':
      return kitchen(random, floorTop);
    case 'office':
      return office(random, floorTop);
    case 'hall':
      return emptyHall(random, floorTop);
  }
}

function livingRoom(random: Random, floorTop: number): string {
  const fabric = random.pick(fabricColours);
  const sofaX = random.int(120, 380);
  const sofaY = floorTop - 40;
  return [
    bigWindow(random.int(650, 800), 120, 300, 360, random),
    picture(sofaX + 120, 190, 200, 140, random),
    `<ellipse cx="${sofaX + 230}" cy="${floorTop + 170}" rx="330" ry="70" fill="${random.pick(['#d7ccc8', '#cfd8dc', '#f0e0c0'])}"/>`,
    rect(sofaX, sofaY - 150, 460, 120, shade(fabric, -0.1), 'rx="24"'),
    rect(sofaX - 30, sofaY - 60, 520, 110, fabric, 'rx="20"'),
    rect(sofaX - 40, sofaY - 110, 70, 160, shade(fabric, -0.2), 'rx="22"'),
    rect(sofaX + 430, sofaY - 110, 70, 160, shade(fabric, -0.2), 'rx="22"'),
    rect(
      sofaX + 60,
      sofaY - 100,
      90,
      70,
      random.pick(['#ffd54f', '#ef9a9a', '#a5d6a7']),
      'rx="14"',
    ),
    rect(sofaX + 110, floorTop + 120, 240, 24, '#6d4c41', 'rx="6"'),
    rect(sofaX + 130, floorTop + 144, 12, 50, '#5d4037'),
    rect(sofaX + 318, floorTop + 144, 12, 50, '#5d4037'),
    plant(random.int(1020, 1110), floorTop + 60, 110),
  ].join('');
}

function bedroom(random: Random, floorTop: number): string {
  const duvet = random.pick(['#eceff1', '#f5f5f5', '#e3f2fd', '#fbe9e7', '#e8f5e9']);
  const bedX = random.int(280, 440);
  return [
    bigWindow(random.pick([90, 880]), 150, 220, 320, random),
    rect(
      bedX,
      floorTop - 260,
      460,
      200,
      random.pick(['#8d6e63', '#5d4037', '#90a4ae', '#a1887f']),
      'rx="16"',
    ),
    rect(bedX - 20, floorTop - 90, 500, 120, shade(duvet, -0.08), 'rx="12"'),
    rect(bedX + 30, floorTop - 140, 160, 60, '#ffffff', 'rx="18"'),
    rect(bedX + 270, floorTop - 140, 160, 60, '#ffffff', 'rx="18"'),
    rect(bedX - 30, floorTop - 60, 520, 160, duvet, 'rx="14"'),
    rect(bedX - 30, floorTop + 40, 520, 30, random.pick(fabricColours), 'rx="8"'),
    rect(bedX - 150, floorTop - 50, 100, 110, '#795548', 'rx="6"'),
    rect(bedX + 510, floorTop - 50, 100, 110, '#795548', 'rx="6"'),
    `<circle cx="${bedX - 100}" cy="${floorTop - 90}" r="34" fill="#fff3c4"/>`,
    rect(bedX - 104, floorTop - 60, 8, 12, '#424242'),
    picture(bedX + 150, 150, 160, 110, random),
  ].join('');
}

function kitchen(random: Random, floorTop: number): string {
  const cabinet = random.pick(['#ffffff', '#37474f', '#a5d6a7', '#90a4ae', '#d7ccc8', '#1b5e20']);
  const counter = random.pick(['#eeeeee', '#424242', '#bcaaa4']);
  const parts = [bigWindow(470, 120, 260, 200, random)];
  for (let x = 60; x < 1140; x += 130) {
    if (x < 420 || x > 760) parts.push(rect(x, 110, 120, 190, cabinet, 'stroke="#00000022"'));
    parts.push(rect(x, floorTop - 250, 120, 240, cabinet, 'stroke="#00000022"'));
    parts.push(rect(x + 50, floorTop - 230, 20, 6, '#9e9e9e'));
  }
  parts.push(rect(40, floorTop - 280, 1120, 30, counter));
  parts.push(
    rect(300, floorTop + 40, 600, 40, counter),
    rect(320, floorTop + 80, 560, 140, cabinet),
  );
  for (const x of [360, 540, 720]) {
    parts.push(rect(x, 330, 4, 120, '#424242'));
    parts.push(
      `<ellipse cx="${x + 2}" cy="${460}" rx="44" ry="22" fill="${random.pick(['#212121', '#b08d57', '#eeeeee'])}"/>`,
    );
  }
  return parts.join('');
}

function office(random: Random, floorTop: number): string {
  const parts: string[] = [];
  for (let x = 40; x < sceneWidth; x += 290) parts.push(bigWindow(x + 30, 80, 220, 360, random));
  for (let i = 0; i < 3; i += 1) {
    const x = 80 + i * 370;
    const y = floorTop + 30 + (i % 2) * 60;
    parts.push(rect(x, y, 300, 22, '#eceff1'), rect(x + 20, y + 22, 10, 110, '#607d8b'));
    parts.push(rect(x + 270, y + 22, 10, 110, '#607d8b'));
    parts.push(
      rect(x + 100, y - 110, 120, 80, '#263238'),
      rect(x + 150, y - 30, 20, 30, '#455a64'),
    );
    parts.push(rect(x + 110, y - 102, 100, 64, random.pick(['#4fc3f7', '#81c784', '#ffb74d'])));
    parts.push(rect(x + 110, y + 60, 100, 90, random.pick(fabricColours), 'rx="18"'));
  }
  parts.push(
    `<path d="M0 ${floorTop - 14} L${sceneWidth} ${floorTop - 14}" stroke="#90a4ae" stroke-width="4"/>`,
  );
  return parts.join('');
}

function emptyHall(random: Random, floorTop: number): string {
  const parts: string[] = [];
  for (let x = 60; x < sceneWidth; x += 270) {
    parts.push(bigWindow(x + 40, 110, 150, 300, random));
  }
  for (const x of [300, 880]) {
    parts.push(rect(x, 0, 60, floorTop, '#e0e0e0'), rect(x + 40, 0, 20, floorTop, '#cfcfcf'));
  }
  for (let i = 0; i < 6; i += 1) {
    parts.push(rect(100 + i * 180, 20, 120, 12, '#fffde7'));
  }
  return parts.join('');
}
