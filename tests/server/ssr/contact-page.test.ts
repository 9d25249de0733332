import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { loadContactPage } from '@/server/ssr/contact-page';
import { insertLanguages } from '../../support/factories';
import { openTestDatabase } from '../../support/test-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertLanguages(handle.db);
});

afterAll(async () => {
  await handle.close();
});

describe('the contact page', () => {
  it('carries when the server rendered it and its strings, and no shared cache keeps it', async () => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
    } as unknown as ServerResponse;
    const props = await loadContactPage(
      handle.db,
      { res, locale: 'ar', locales: ['en', 'ar'], defaultLocale: 'en' },
      1_790_000_000_000,
    );
    expect(props.renderedAt).toBe(1_790_000_000_000);
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['contact.title']).toBe('اتصل بنا');
    expect(props.language.translations['validation.contact.subject_required']).toBe(
      'أدخل الموضوع.',
    );
    expect(props.language.translations['feed.title']).toBeUndefined();
    expect(headers['cache-control']).toBe('private, no-store');
  });
});
