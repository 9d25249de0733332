import { describe, expect, it } from 'vitest';
import { catalogueName, choiceLabel } from '@/utils/catalogue-names';

const furnishing = {
  name: 'Furnishing',
  type_values: ['Furnished', 'Semi-furnished', 'Unfurnished'],
  translations: { ar: { name: 'الأثاث', choices: ['مفروشة', '', 'غير مفروشة'] } },
};

describe('catalogueName', () => {
  it('gives the name in the language, for parameters and categories alike', () => {
    expect(catalogueName(furnishing, 'ar')).toBe('الأثاث');
    expect(catalogueName({ category: 'Villa', translations: { ar: { name: 'فيلا' } } }, 'ar')).toBe(
      'فيلا',
    );
  });

  it('uses the primary language of a regional code', () => {
    expect(catalogueName(furnishing, 'ar-SA')).toBe('الأثاث');
  });

  it('falls back to the canonical name without a translation, or an empty one', () => {
    expect(catalogueName(furnishing, 'en')).toBe('Furnishing');
    expect(catalogueName({ name: 'School', translations: {} }, 'ar')).toBe('School');
    expect(catalogueName({ name: 'School', translations: { ar: { name: ' ' } } }, 'ar')).toBe(
      'School',
    );
    expect(catalogueName({ category: 'Villa' }, 'ar')).toBe('Villa');
  });
});

describe('choiceLabel', () => {
  it('labels a canonical value by its index among the choices', () => {
    expect(choiceLabel(furnishing, 'Unfurnished', 'ar')).toBe('غير مفروشة');
  });

  it('keeps the value when the label is missing, the language has none, or it is no choice', () => {
    expect(choiceLabel(furnishing, 'Semi-furnished', 'ar')).toBe('Semi-furnished');
    expect(choiceLabel(furnishing, 'Furnished', 'fr')).toBe('Furnished');
    expect(choiceLabel(furnishing, '4', 'ar')).toBe('4');
  });
});
