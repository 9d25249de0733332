import type { Random } from './random';
import { exteriorScene, type ExteriorKind } from './demo-exterior-scenes';
import { interiorScene, type InteriorKind } from './demo-interior-scenes';
import {
  linearGradient,
  rect,
  sceneHeight,
  sceneWidth,
  shade,
  svgDocument,
} from './demo-scene-parts';

/** Pictures for people, cities and articles, as SVG ready for storeImage. */

const avatarColours = [
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#1d4ed8',
  '#047857',
  '#a16207',
  '#4338ca',
];

/** A face-less avatar: a coloured circle with the person's initials. */
export function avatarSvg(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const colour = avatarColours[index % avatarColours.length] ?? '#0f766e';
  const defs = linearGradient('avatar', [shade(colour, 0.15), shade(colour, -0.15)]);
  const body =
    rect(0, 0, 480, 480, shade(colour, 0.85)) +
    `<circle cx="240" cy="240" r="220" fill="url(#avatar)"/>` +
    `<text x="240" y="240" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
    `font-size="170" font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text>`;
  return svgDocument(480, 480, defs, body);
}

export interface SkylineStyle {
  /** Sky from top to horizon. */
  sky: readonly [string, string];
  /** Water in front of the skyline (harbour, river, sea). */
  hasWater: boolean;
  /** How tall the tallest towers are, 0–1. */
  height: number;
}

/** A city's skyline at dusk: layered towers with lit windows, water in front for some. */
export function skylineSvg(style: SkylineStyle, random: Random): string {
  const horizon = style.hasWater ? 640 : 760;
  const defs = linearGradient('dusk', [style.sky[0], style.sky[1]]);
  const parts = [rect(0, 0, sceneWidth, sceneHeight, 'url(#dusk)')];
  parts.push(
    `<circle cx="${random.int(150, 1050)}" cy="${random.int(150, 300)}" r="60" fill="#fff1c1" fill-opacity="0.8"/>`,
  );
  for (const [layer, colour] of [
    [0, '#5b6b8c'],
    [1, '#2f3b55'],
  ] as const) {
    let x = -30;
    while (x < sceneWidth) {
      const width = random.int(50, 120);
      const maxHeight = 520 * style.height * (layer === 0 ? 0.85 : 1);
      const height = random.int(120, Math.max(160, Math.round(maxHeight)));
      parts.push(rect(x, horizon - height, width, height, colour));
      if (random.chance(0.2))
        parts.push(rect(x + width / 2 - 2, horizon - height - 50, 4, 50, colour));
      if (layer === 1) parts.push(litWindows(x, horizon - height, width, height, random));
      x += width + random.int(layer === 0 ? 0 : 10, 30);
    }
  }
  if (style.hasWater) {
    parts.push(rect(0, horizon, sceneWidth, sceneHeight - horizon, '#1f3550'));
    for (let y = horizon + 20; y < sceneHeight; y += 28) {
      parts.push(
        rect(random.int(0, 600), y, random.int(200, 600), 3, '#f2c879', 'fill-opacity="0.35"'),
      );
    }
  } else {
    parts.push(rect(0, horizon, sceneWidth, sceneHeight - horizon, '#242c3d'));
  }
  return svgDocument(sceneWidth, sceneHeight, defs, parts.join(''));
}

function litWindows(x: number, top: number, width: number, height: number, random: Random): string {
  const parts: string[] = [];
  for (let y = top + 14; y < top + height - 14; y += 22) {
    for (let wx = x + 8; wx < x + width - 14; wx += 18) {
      if (random.chance(0.35)) parts.push(rect(wx, y, 8, 10, '#ffd77a', 'fill-opacity="0.85"'));
    }
  }
  return parts.join('');
}

export type CoverScene =
  { type: 'exterior'; kind: ExteriorKind } | { type: 'interior'; kind: InteriorKind };

/** An article cover: a scene with a soft colour wash over its lower part. */
export function articleCoverSvg(scene: CoverScene, tint: string, random: Random): string {
  const base =
    scene.type === 'exterior'
      ? exteriorScene(scene.kind, random)
      : interiorScene(scene.kind, random);
  const overlay =
    `<defs><linearGradient id="wash" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${tint}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${tint}" stop-opacity="0.75"/></linearGradient></defs>` +
    rect(0, sceneHeight * 0.45, sceneWidth, sceneHeight * 0.55, 'url(#wash)') +
    '</svg>';
  return base.replace(/<\/svg>$/, overlay);
}
