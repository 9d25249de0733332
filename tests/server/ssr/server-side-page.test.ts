import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { getServerSideProps as sitemapProps } from '@/server/ssr/sitemap-page';
import { serverSidePage } from '@/server/ssr/server-side-page';
import { insertLanguages } from '../../support/factories';
import { pageAnswer } from '../../support/page-context-kit';
import { setUpTestDatabase, unreachableDatabase } from '../../support/test-database';

const database = setUpTestDatabase(insertLanguages);

/** The process database (server/db/client.ts keeps it on globalThis) is this file's. */
const processDatabaseKey = Symbol.for('hearth.database');
type GlobalWithDatabase = typeof globalThis & { [processDatabaseKey]?: Promise<DatabaseHandle> };

beforeAll(() => {
  const handle: DatabaseHandle = { ...database, close: async () => {} };
  (globalThis as GlobalWithDatabase)[processDatabaseKey] = Promise.resolve(handle);
});
afterAll(() => {
  delete (globalThis as GlobalWithDatabase)[processDatabaseKey];
});

/** What Drizzle throws when the server ends the connection under the statement. */
const lostConnection = () =>
  new DrizzleQueryError(
    'select "title" from "properties"',
    [],
    new Error('Connection terminated unexpectedly'),
  );

const render = (getProps: ReturnType<typeof serverSidePage<{ title: string }>>, locale?: string) =>
  pageAnswer(getProps, { locale });

describe('a server-rendered page', () => {
  it('answers 503 with Retry-After and a plain sentence when its database went away', async () => {
    const answer = await render(
      serverSidePage(async () => {
        throw lostConnection();
      }),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe(
      'The site cannot reach its database right now. Please try again in a few seconds.',
    );
  });

  it('says so in Arabic on an Arabic page', async () => {
    const answer = await render(
      serverSidePage(async () => {
        throw lostConnection();
      }),
      'ar',
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-language')).toBe('ar');
    expect(answer.text).toBe(
      'لا يستطيع الموقع الوصول إلى قاعدة بياناته الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    );
  });

  it('still fails as before on an error that is not the database going away', async () => {
    const answer = await render(
      serverSidePage(async () => {
        throw new Error('A bug in the page loader');
      }),
    );
    expect(answer.status).toBe(500);
  });

  it('renders its props when the database answers', async () => {
    const answer = await render(serverSidePage(async () => ({ props: { title: 'Home' } })));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ props: { title: 'Home' } });
  });
});

describe('the sitemap', () => {
  it('answers 503 with Retry-After, not the 500 page, when its database server is down', async () => {
    const down = unreachableDatabase();
    const global = globalThis as GlobalWithDatabase;
    const before = global[processDatabaseKey];
    global[processDatabaseKey] = Promise.resolve(down);
    try {
      const answer = await pageAnswer(sitemapProps);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).toBe(
        'The site cannot reach its database right now. Please try again in a few seconds.',
      );
    } finally {
      global[processDatabaseKey] = before;
      await down.close();
    }
    expect((await pageAnswer(sitemapProps)).status).toBe(200);
  });
});
