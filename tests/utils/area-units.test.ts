import { describe, expect, it } from 'vitest';
import {
  areaUnitIds,
  areaUnits,
  convertArea,
  convertAreaExact,
  formatAreaInput,
  parseAreaInput,
  toSignificant,
  type AreaUnitId,
} from '@/utils/area-units';

/** Converting `value` from one unit to another gives `expected`. */
function convertsTo(value: number, from: AreaUnitId, to: AreaUnitId, expected: number) {
  expect(convertArea(value, from, to)).toBe(expected);
}

describe('area conversions', () => {
  it.each([
    [1, 'acre', 'sq_ft', 43_560],
    [1, 'sq_m', 'sq_ft', 10.7639],
    [1, 'hectare', 'acre', 2.47105],
    [1, 'sq_yd', 'sq_ft', 9],
    [1, 'marla', 'sq_ft', 272.25],
    [1, 'kanal', 'marla', 20],
    [1, 'kanal', 'sq_ft', 5_445],
    [1, 'bigha', 'katha', 20],
    [1, 'acre', 'cent', 100],
    [1, 'dunam', 'sq_m', 1_000],
    [1, 'feddan', 'sq_m', 4_200.83],
    [1, 'hectare', 'dunam', 10],
    [2_500, 'sq_ft', 'sq_m', 232.258],
  ] as const)('converts %d %s to %s, to 6 significant digits', convertsTo);

  it.each([
    [43_560, 'sq_ft', 'acre', 1],
    [1, 'sq_ft', 'sq_m', 0.092903],
    [1, 'acre', 'hectare', 0.404686],
    [272.25, 'sq_ft', 'marla', 1],
    [20, 'marla', 'kanal', 1],
    [232.258, 'sq_m', 'sq_ft', 2_500],
  ] as const)('converts %d %s back to %s, to 6 significant digits', convertsTo);

  it('comes back to the value it started from, both ways between every pair of units', () => {
    for (const from of areaUnitIds) {
      for (const to of areaUnitIds) {
        const there = convertAreaExact(123.456, from, to);
        expect(toSignificant(convertAreaExact(there, to, from))).toBe(123.456);
      }
    }
  });

  it('states every unit by a count of another unit that gives its size', () => {
    for (const unit of Object.values(areaUnits)) {
      if (!unit.definedAs) continue;
      const { count, of } = unit.definedAs;
      expect(toSignificant(count * areaUnits[of].squareMetres, 12)).toBe(
        toSignificant(unit.squareMetres, 12),
      );
    }
  });

  it('rounds to 6 significant digits at any scale and leaves zero alone', () => {
    expect(toSignificant(123_456_789)).toBe(123_457_000);
    expect(toSignificant(0.000_123_456_789)).toBe(0.000_123_457);
    expect(toSignificant(0)).toBe(0);
  });
});

describe('area input', () => {
  it('reads Western and Arabic-Indic digits, either decimal point, and ignores grouping', () => {
    expect(parseAreaInput('1,234.5')).toBe(1234.5);
    expect(parseAreaInput('١٢٣٫٥')).toBe(123.5);
    expect(parseAreaInput('۲۰')).toBe(20);
    expect(parseAreaInput(' .5 ')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    for (const raw of ['', '.', 'abc', '1.2.3', '-4', '1e5'])
      expect(parseAreaInput(raw)).toBeNull();
  });

  it('writes a result back as editable plain digits, 6 significant', () => {
    expect(formatAreaInput(43_560)).toBe('43560');
    expect(formatAreaInput(2.471_053_8)).toBe('2.47105');
    expect(formatAreaInput(1_000_000_000)).toBe('1000000000');
    expect(formatAreaInput(0)).toBe('0');
    expect(formatAreaInput(null)).toBe('');
  });
});
