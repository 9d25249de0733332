import { describe, expect, it } from 'vitest';
import { contactFormSecret, readContactFormTime } from '@/server/contact/contact-form-time';
import { loadContactPage } from '@/server/ssr/contact-page';
import { insertLanguages } from '../../support/factories';
import { pageContext } from '../../support/page-context-kit';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase(insertLanguages);

describe('the contact page', () => {
  it('carries when the server rendered it, signed, and its strings, and no shared cache keeps it', async () => {
    const { context, headers } = pageContext({ locale: 'ar' });
    const props = await loadContactPage(handle.db, context, 1_790_000_000_000);
    const secret = await contactFormSecret(handle.db);
    expect(props.renderedAt).toMatch(/^1790000000000\.[A-Za-z0-9_-]{43}$/);
    expect(readContactFormTime(secret, props.renderedAt)).toBe(1_790_000_000_000);
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['contact.title']).toBe('اتصل بنا');
    expect(props.language.translations['validation.contact.subject_required']).toBe(
      'أدخل الموضوع.',
    );
    expect(props.language.translations['feed.title']).toBeUndefined();
    expect(headers['cache-control']).toBe('private, no-store');
  });
});
