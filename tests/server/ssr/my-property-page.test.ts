import { describe, expect, it } from 'vitest';
import { loadMyPropertyPage } from '@/server/ssr/my-property-page';
import { insertLanguages } from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';
import { pageContext } from '../../support/page-context-kit';

const handle = setUpTestDatabase(insertLanguages);

describe('the /my-property/{slug} page', () => {
  it('renders the shell with the slug, never kept by a shared cache', async () => {
    const { context, headers } = pageContext({ slug: 'garden-house-2' });
    const result = await loadMyPropertyPage(handle.db, context);
    expect(result).toMatchObject({
      props: { slug: 'garden-house-2', language: { code: 'en' } },
    });
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('answers the 404 page for a malformed slug', async () => {
    for (const slug of ['Not A Slug', '../etc', '', ['a', 'b']]) {
      expect(await loadMyPropertyPage(handle.db, pageContext({ slug }).context)).toEqual({
        notFound: true,
      });
    }
  });
});
