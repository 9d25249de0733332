/**
 * Area units and conversions for the area converter (/area-converter). Every unit is defined by
 * its size in square metres, exactly where a definition is exact (the international foot and
 * yard); local units whose size differs from region to region carry the region whose value is
 * used, and the page states each value. Pure functions, no rounding but `toSignificant`.
 */

export const areaUnitIds = [
  'sq_ft',
  'sq_m',
  'sq_yd',
  'acre',
  'hectare',
  'marla',
  'kanal',
  'bigha',
  'katha',
  'cent',
  'dunam',
  'feddan',
] as const;

export type AreaUnitId = (typeof areaUnitIds)[number];

export interface AreaUnit {
  id: AreaUnitId;
  /** Square metres in one unit. */
  squareMetres: number;
  /**
   * How the size is stated on the page: a count of another unit (`{ of: 'sq_ft', count }`),
   * the unit the definition is written in. Omitted for the square metre itself.
   */
  definedAs?: { count: number; of: AreaUnitId };
  /** The region whose value is used, for units whose size varies (a translation key's last part). */
  region?: 'punjab' | 'west_bengal' | 'south_india' | 'levant' | 'egypt';
}

const squareFoot = 0.09290304; // (0.3048 m)², exact
const squareYard = 0.83612736; // (0.9144 m)², exact
const acre = 43_560 * squareFoot; // 4,046.8564224 m², exact
const marla = 272.25 * squareFoot;

export const areaUnits: Readonly<Record<AreaUnitId, AreaUnit>> = {
  sq_ft: { id: 'sq_ft', squareMetres: squareFoot, definedAs: { count: 0.09290304, of: 'sq_m' } },
  sq_m: { id: 'sq_m', squareMetres: 1 },
  sq_yd: { id: 'sq_yd', squareMetres: squareYard, definedAs: { count: 9, of: 'sq_ft' } },
  acre: { id: 'acre', squareMetres: acre, definedAs: { count: 43_560, of: 'sq_ft' } },
  hectare: { id: 'hectare', squareMetres: 10_000, definedAs: { count: 10_000, of: 'sq_m' } },
  marla: {
    id: 'marla',
    squareMetres: marla,
    definedAs: { count: 272.25, of: 'sq_ft' },
    region: 'punjab',
  },
  kanal: {
    id: 'kanal',
    squareMetres: 20 * marla,
    definedAs: { count: 20, of: 'marla' },
    region: 'punjab',
  },
  bigha: {
    id: 'bigha',
    squareMetres: 14_400 * squareFoot,
    definedAs: { count: 14_400, of: 'sq_ft' },
    region: 'west_bengal',
  },
  katha: {
    id: 'katha',
    squareMetres: 720 * squareFoot,
    definedAs: { count: 720, of: 'sq_ft' },
    region: 'west_bengal',
  },
  cent: {
    id: 'cent',
    squareMetres: acre / 100,
    definedAs: { count: 435.6, of: 'sq_ft' },
    region: 'south_india',
  },
  dunam: {
    id: 'dunam',
    squareMetres: 1_000,
    definedAs: { count: 1_000, of: 'sq_m' },
    region: 'levant',
  },
  feddan: {
    id: 'feddan',
    squareMetres: 4_200.83,
    definedAs: { count: 4_200.83, of: 'sq_m' },
    region: 'egypt',
  },
};

export function isAreaUnitId(value: unknown): value is AreaUnitId {
  return typeof value === 'string' && (areaUnitIds as readonly string[]).includes(value);
}

/** The significant digits the converter shows. */
export const areaSignificantDigits = 6;

/** `value` rounded to `digits` significant digits (0 stays 0; not-finite stays as it is). */
export function toSignificant(value: number, digits = areaSignificantDigits): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** `value` in `from` units as `to` units, unrounded. */
export function convertAreaExact(value: number, from: AreaUnitId, to: AreaUnitId): number {
  if (from === to) return value;
  return (value * areaUnits[from].squareMetres) / areaUnits[to].squareMetres;
}

/** `value` in `from` units as `to` units, to 6 significant digits. */
export function convertArea(value: number, from: AreaUnitId, to: AreaUnitId): number {
  return toSignificant(convertAreaExact(value, from, to));
}

/**
 * A typed number: Western or Arabic-Indic digits, `.` or the Arabic decimal separator `٫`,
 * group separators ignored. Null when it is not a number (empty, letters, two points).
 */
export function parseAreaInput(raw: string): number | null {
  const western = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\s]/g, '');
  if (!/^\d*\.?\d*$/.test(western) || !/\d/.test(western)) return null;
  const value = Number(western);
  return Number.isFinite(value) ? value : null;
}

/**
 * A converted value as it goes back into an input: 6 significant digits, plain digits without
 * grouping or exponent (so the visitor can edit it), '' for nothing.
 */
export function formatAreaInput(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const rounded = toSignificant(value);
  if (rounded === 0) return '0';
  // Between 1e-6 and 1e21 a number's shortest form has no exponent.
  if (Math.abs(rounded) >= 1e21 || Math.abs(rounded) < 1e-6) return rounded.toPrecision(6);
  return String(rounded);
}
