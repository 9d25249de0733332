import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@/server/db/schema';
import { demoSettings } from '@/server/db/seed/demo-settings';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { loadSiteTextPage } from '@/server/ssr/site-text-page';
import { insertLanguages } from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';
import { pageContext } from '../../support/page-context-kit';

const handle = setUpTestDatabase();

const hostileHtml = [
  '<h1>Our policy</h1>',
  '<p onclick="steal()">We keep <strong>little</strong>.<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">bad link</a> <a href="https://example.com/more">more</a>',
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
].join('');

beforeAll(async () => {
  await insertLanguages(handle.db);
  await handle.db.insert(siteSettings).values([
    { key: 'about_us', value: 'We list homes.\n\nWe review every listing.' },
    { key: 'privacy_policy', value: hostileHtml },
  ]);
  forgetSiteSettings(handle.db);
});

describe('the about, privacy and terms pages', () => {
  it('shows a plain-text about text as paragraphs, with only its own strings, for shared caches', async () => {
    const { context, headers } = pageContext({ locale: 'ar' });
    const props = await loadSiteTextPage(handle.db, context, 'about');
    expect(props.text).toEqual({
      kind: 'about',
      html: null,
      paragraphs: ['We list homes.', 'We review every listing.'],
    });
    expect(props.language.translations['site_text.about.title']).toBe('من نحن');
    expect(props.language.translations['faqs.title']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=300');
  });

  it('keeps the structure of admin HTML and removes scripts, handlers, images, frames and unsafe links', async () => {
    const { context } = pageContext();
    const { text } = await loadSiteTextPage(handle.db, context, 'privacy');
    expect(text.html).toContain('<h2>Our policy</h2>');
    expect(text.html).toContain('<strong>little</strong>');
    expect(text.html).toContain(
      '<a href="https://example.com/more" rel="noopener noreferrer nofollow">more</a>',
    );
    for (const unsafe of [
      '<script',
      'onclick',
      'onerror',
      '<img',
      'javascript:',
      '<style',
      '<iframe',
    ]) {
      expect(text.html).not.toContain(unsafe);
    }
  });

  it('says nothing is written yet when the admin has no terms', async () => {
    const { context } = pageContext();
    const { text } = await loadSiteTextPage(handle.db, context, 'terms');
    expect(text).toEqual({ kind: 'terms', html: null, paragraphs: [] });
  });

  it('seeds a privacy policy and terms for a new marketplace', () => {
    const seeded = demoSettings({ webLogo: '', webFooterLogo: '', webPlaceholderLogo: '' });
    expect(seeded.privacy_policy).toEqual(expect.stringContaining('<h2>'));
    expect(seeded.terms_conditions).toEqual(expect.stringContaining('<h2>'));
  });
});
