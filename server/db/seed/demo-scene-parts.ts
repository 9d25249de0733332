import type { Random } from './random';

/** Building blocks for the generated demo pictures: plain SVG strings, no text, no scripts. */

export const sceneWidth = 1200;
export const sceneHeight = 900;

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const c = (value >> shift) & 0xff;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const parts = stops.map(
    (colour, index) =>
      `<stop offset="${stops.length === 1 ? 0 : index / (stops.length - 1)}" stop-color="${colour}"/>`,
  );
  return `<linearGradient id="${id}" ${direction}>${parts.join('')}</linearGradient>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string): string {
  const list = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"/>`;
}

const skyPalettes: readonly (readonly [string, string])[] = [
  ['#4a90d9', '#cfe8ff'],
  ['#3b7dd8', '#e3f1ff'],
  ['#5aa1e3', '#fbe6c8'],
  ['#2f6fb5', '#b9dcf7'],
  ['#f08a5d', '#fde2b8'],
  ['#8fb3d9', '#e9eef5'],
];

/** Sky gradient, a sun and a few clouds. Returns defs and body. */
export function sky(random: Random, horizon: number): { defs: string; body: string } {
  const [top, bottom] = random.pick(skyPalettes);
  const defs = linearGradient('sky', [top, bottom]);
  const parts = [rect(0, 0, sceneWidth, horizon + 40, 'url(#sky)')];
  const sunX = random.int(80, sceneWidth - 80);
  const sunY = random.int(70, Math.max(90, horizon - 260));
  parts.push(
    `<circle cx="${sunX}" cy="${sunY}" r="${random.int(70, 95)}" fill="#fff6d5" fill-opacity="0.35"/>`,
  );
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${random.int(38, 52)}" fill="#fff3b0"/>`);
  for (let i = random.int(2, 4); i > 0; i -= 1) {
    parts.push(cloud(random.int(40, sceneWidth - 200), random.int(50, horizon - 220), random));
  }
  return { defs, body: parts.join('') };
}

function cloud(x: number, y: number, random: Random): string {
  const scale = random.float(0.7, 1.4);
  const puffs = [
    [0, 20, 42],
    [45, 0, 55],
    [100, 15, 45],
    [60, 30, 40],
  ]
    .map(
      ([dx, dy, r]) =>
        `<ellipse cx="${x + (dx ?? 0) * scale}" cy="${y + (dy ?? 0) * scale}" rx="${(r ?? 40) * scale}" ry="${(r ?? 40) * scale * 0.7}"/>`,
    )
    .join('');
  return `<g fill="${random.pick(['#ffffff', '#f7fbff', '#eef4fb'])}">${puffs}</g>`;
}

/** Rolling hills or a faint far skyline along the horizon. */
export function horizonLine(random: Random, horizon: number, urban: boolean): string {
  if (urban) {
    const parts: string[] = [];
    let x = -20;
    while (x < sceneWidth) {
      const width = random.int(40, 110);
      const height = random.int(60, 220);
      parts.push(rect(x, horizon - height, width, height + 10, '#9fb3c8', 'fill-opacity="0.55"'));
      x += width + random.int(0, 20);
    }
    return parts.join('');
  }
  const points: [number, number][] = [[0, horizon + 10]];
  for (let x = 0; x <= sceneWidth; x += 100) {
    points.push([x, horizon - random.int(10, 90)]);
  }
  points.push([sceneWidth, horizon + 10]);
  return polygon(points, '#8fbf7a');
}

/** Ground from the horizon down: lawn, paved or sand. */
export function ground(horizon: number, colour: string): { defs: string; body: string } {
  const defs = linearGradient('ground', [shade(colour, 0.1), shade(colour, -0.25)]);
  return { defs, body: rect(0, horizon, sceneWidth, sceneHeight - horizon, 'url(#ground)') };
}

export function tree(x: number, baseY: number, size: number, random: Random): string {
  const green = random.pick(['#2f7d32', '#3a8f3e', '#4c9a2a', '#2e6b3a', '#5a9e4b']);
  const trunk = rect(x - size * 0.08, baseY - size * 0.9, size * 0.16, size * 0.9, '#6b4a2f');
  const crowns = [
    [0, -1.1, 0.55],
    [-0.3, -0.85, 0.4],
    [0.32, -0.82, 0.42],
  ]
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${(x + (dx ?? 0) * size).toFixed(1)}" cy="${(baseY + (dy ?? 0) * size).toFixed(1)}" r="${((r ?? 0.5) * size).toFixed(1)}" fill="${green}"/>`,
    )
    .join('');
  return `${trunk}${crowns}<circle cx="${x - size * 0.15}" cy="${baseY - size * 1.2}" r="${size * 0.18}" fill="${shade(green, 0.25)}" fill-opacity="0.6"/>`;
}

export function palm(x: number, baseY: number, size: number): string {
  const top = baseY - size * 1.6;
  const trunk = `<path d="M${x - 6} ${baseY} Q${x + size * 0.2} ${baseY - size * 0.8} ${x + 4} ${top} L${x + 12} ${top} Q${x + size * 0.28} ${baseY - size * 0.8} ${x + 8} ${baseY} Z" fill="#8a6a43"/>`;
  const leaves = [-150, -110, -70, -30, 10]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const ex = x + 8 + Math.cos(radians) * size * 0.9;
      const ey = top + Math.sin(radians) * size * 0.5 + size * 0.25;
      return `<path d="M${x + 8} ${top} Q${(x + 8 + ex) / 2} ${top - size * 0.35} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="#2f8a3c" stroke-width="${(size * 0.12).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return trunk + leaves;
}

/** A glazed window with a frame and a cross bar. */
export function windowPane(
  x: number,
  y: number,
  width: number,
  height: number,
  glass: string,
  frame = '#f4f4f4',
): string {
  return (
    rect(x - 3, y - 3, width + 6, height + 6, frame) +
    rect(x, y, width, height, glass) +
    rect(
      x + width * 0.08,
      y + height * 0.08,
      width * 0.28,
      height * 0.5,
      '#ffffff',
      'fill-opacity="0.25"',
    ) +
    rect(x + width / 2 - 1.5, y, 3, height, frame) +
    rect(x, y + height / 2 - 1.5, width, 3, frame)
  );
}

export function door(x: number, y: number, width: number, height: number, colour: string): string {
  return (
    rect(x - 4, y - 4, width + 8, height + 4, '#efefef') +
    rect(x, y, width, height, colour) +
    rect(x + width * 0.15, y + height * 0.1, width * 0.7, height * 0.35, shade(colour, 0.15)) +
    `<circle cx="${x + width * 0.8}" cy="${y + height * 0.55}" r="4" fill="#d8c070"/>`
  );
}

export function bush(x: number, y: number, width: number, random: Random): string {
  const green = random.pick(['#3f8f3a', '#4f9d45', '#2f7a3a']);
  const parts: string[] = [];
  for (let dx = 0; dx < width; dx += 34) {
    parts.push(`<circle cx="${x + dx}" cy="${y}" r="${random.int(20, 28)}" fill="${green}"/>`);
  }
  return parts.join('');
}

export const facadeColours = [
  '#e8dcc8',
  '#f2efe6',
  '#d9c2a7',
  '#c9d6df',
  '#e6c9a8',
  '#f5e6d3',
  '#b8c4bb',
  '#e0d4e8',
  '#d4a373',
  '#a3b18a',
] as const;

export const roofColours = ['#7a3e2b', '#5c4033', '#3d3d3d', '#8b4c39', '#4a5a6a'] as const;
export const glassColours = ['#8ec5e8', '#7fb3d5', '#a7d3ee', '#6fa8c9'] as const;
