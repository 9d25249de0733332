import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { loadAreaConverterPage } from '@/server/ssr/area-converter-page';
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

describe('the area converter page', () => {
  it("carries the converter's strings in the URL's language, for shared caches", async () => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
    } as unknown as ServerResponse;
    const props = await loadAreaConverterPage(handle.db, {
      res,
      locale: 'ar',
      locales: ['en', 'ar'],
      defaultLocale: 'en',
    });
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['area.unit.marla']).toBe('مرلة');
    expect(props.language.translations['mortgage.title']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=3600');
  });
});
