import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { loadMyPropertyPage } from '@/server/ssr/my-property-page';
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

function pageContext(slug: unknown) {
  const headers: Record<string, string> = {};
  const context = {
    params: { slug } as Record<string, string>,
    req: { headers: {}, cookies: {} } as unknown as IncomingMessage & {
      cookies: Partial<Record<string, string>>;
    },
    res: {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
    } as unknown as ServerResponse,
  };
  return { context, headers };
}

describe('the /my-property/{slug} page', () => {
  it('renders the shell with the slug, never kept by a shared cache', async () => {
    const { context, headers } = pageContext('garden-house-2');
    const result = await loadMyPropertyPage(handle.db, context);
    expect(result).toMatchObject({
      props: { slug: 'garden-house-2', language: { code: 'en' } },
    });
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('answers the 404 page for a malformed slug', async () => {
    for (const slug of ['Not A Slug', '../etc', '', ['a', 'b']]) {
      expect(await loadMyPropertyPage(handle.db, pageContext(slug).context)).toEqual({
        notFound: true,
      });
    }
  });
});
