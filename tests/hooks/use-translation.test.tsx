import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@/hooks/use-translation';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { aLanguageFile, arabic, english } from '../support/client-fixtures';
import { makeTestProviders } from '../support/client-providers';

function renderTranslation(selectedLanguage: LanguageFileDto | null) {
  const { wrapper } = makeTestProviders({ language: selectedLanguage });
  return renderHook(() => useTranslation(), { wrapper }).result.current;
}

describe('useTranslation', () => {
  it("returns the string of the page's language for a key", () => {
    const { t } = renderTranslation(aLanguageFile(english, { 'common.search': 'Search' }));
    expect(t('common.search')).toBe('Search');
  });

  it('replaces {name} placeholders with the given values', () => {
    const { t } = renderTranslation(
      aLanguageFile(english, { 'listing.count': '{count} homes in {city}' }),
    );
    expect(t('listing.count', { count: 12, city: 'Lisbon' })).toBe('12 homes in Lisbon');
  });

  it('leaves placeholders without a value as written', () => {
    const { t } = renderTranslation(aLanguageFile(english, { greeting: 'Hello {name}' }));
    expect(t('greeting', { other: 'x' })).toBe('Hello {name}');
  });

  it('returns the key itself when the language has no string for it', () => {
    const { t } = renderTranslation(aLanguageFile(english, {}));
    expect(t('home.hero.title')).toBe('home.hero.title');
  });

  it('returns keys and left-to-right when the page has no language', () => {
    const { t, dir, language } = renderTranslation(null);
    expect(t('common.search')).toBe('common.search');
    expect(dir).toBe('ltr');
    expect(language).toBeNull();
  });

  it('reads right-to-left for a right-to-left language', () => {
    const { dir, language } = renderTranslation(aLanguageFile(arabic, {}));
    expect(dir).toBe('rtl');
    expect(language?.code).toBe('ar');
  });
});
