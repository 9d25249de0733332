import { describe, expect, it } from 'vitest';
import { loadAreaConverterPage } from '@/server/ssr/area-converter-page';
import { insertLanguages } from '../../support/factories';
import { pageContext } from '../../support/page-context-kit';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase(insertLanguages);

describe('the area converter page', () => {
  it("carries the converter's strings in the URL's language, for shared caches", async () => {
    const { context, headers } = pageContext({ locale: 'ar' });
    const props = await loadAreaConverterPage(handle.db, context);
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['area.unit.marla']).toBe('مرلة');
    expect(props.language.translations['mortgage.title']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=3600');
  });
});
