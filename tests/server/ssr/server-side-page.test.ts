import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { serverSidePage } from '@/server/ssr/server-side-page';
import { insertLanguages } from '../../support/factories';
import { pageContext } from '../../support/page-context-kit';
import { setUpTestDatabase } from '../../support/test-database';

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

/** Runs a page's getServerSideProps behind a real HTTP response and answers what was sent. */
async function render(getProps: ReturnType<typeof serverSidePage<{ title: string }>>) {
  const server = http.createServer((req, res) => {
    const { context } = pageContext();
    const full = { ...context, req, res } as unknown as GetServerSidePropsContext;
    getProps(full).then(
      (result) => {
        if (!res.writableEnded) res.end(JSON.stringify(result));
      },
      () => {
        res.statusCode = 500;
        res.end('crashed');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

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
