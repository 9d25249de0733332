import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { ServerErrorScreen } from '@/components/errors/server-error-screen';
import { aLanguageFile, arabic } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';
import englishStrings from '@/locales/en.json';

describe('error pages', () => {
  it('render in English inside the shell when no settings are loaded (the static pages)', async () => {
    // The prerendered 404 and 500 pages carry the English file (server/ssr/static-error-page.ts).
    renderWithProviders(<NotFoundScreen />, { settings: null, languages: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Hearth. All rights reserved.');
    await waitFor(() => expect(document.title).toBe('Page not found | Hearth'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('use the loaded language and its direction (English fills what it lacks)', () => {
    renderWithProviders(<ServerErrorScreen />, {
      languages: [arabic],
      // The server sends every language over English (server/languages/read-translations.ts).
      languageFile: aLanguageFile(arabic, {
        ...englishStrings,
        'common.something_went_wrong': 'عذرًا! حدث خطأ ما',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'عذرًا! حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(screen.getByRole('main').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
