import { describe, expect, it } from 'vitest';
import { PageShell } from '@/components/layout/page-shell';
import { aLanguageFile, arabic, english } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';

function alternates(): Record<string, string | null> {
  return Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
}

describe('PageShell', () => {
  it('links the page in every language offered, with x-default, and its own as canonical', () => {
    renderWithProviders(
      <PageShell title="Properties" description="All listings" canonicalPath="/properties">
        <p>content</p>
      </PageShell>,
      { router: { locale: 'ar' }, languageFile: aLanguageFile(arabic, {}) },
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://hearth.test/ar/properties',
    );
    expect(alternates()).toEqual({
      en: 'http://hearth.test/properties',
      ar: 'http://hearth.test/ar/properties',
      'x-default': 'http://hearth.test/properties',
    });
  });

  it('offers no alternates when the site has one language, nor on pages kept out of search', () => {
    const { unmount } = renderWithProviders(
      <PageShell title="Home" description="" canonicalPath="/">
        <p>content</p>
      </PageShell>,
      { languages: [english] },
    );
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    unmount();
    renderWithProviders(
      <PageShell title="Sign in" description="" canonicalPath="/login" noIndex>
        <p>content</p>
      </PageShell>,
    );
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});
