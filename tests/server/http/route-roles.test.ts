import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import type { DatabaseHandle } from '@/server/db/database';
import { route } from '@/server/core/route';
import { apiRoutes } from '@/server/http/routes';
import { insertSession, insertUser } from '../../support/factories';
import { startApiTestServer, type ApiTestServer } from '../../support/api-test-server';
import { openTestDatabase } from '../../support/test-database';

const titleBody = object({ title: string().trim().required('Title is required') });

const testRoutes = [
  route('POST', 'admin/echo', {
    auth: { roles: ['admin'] },
    body: titleBody,
    handle: async ({ body, viewer }) => ({ data: { title: body.title, by: viewer.userId } }),
  }),
  route('POST', 'admin/echo-in-full', {
    auth: { roles: ['administrator'] },
    body: titleBody,
    handle: async ({ body }) => ({ data: { title: body.title } }),
  }),
  route('POST', 'admin/upload', {
    auth: { roles: ['admin'] },
    uploads: [{ field: 'photo', maxBytes: 1024, kinds: ['png'] }],
    handle: async ({ files }) => ({ data: { files: Object.keys(files).length } }),
  }),
];

let handle: DatabaseHandle;
let api: ApiTestServer;
let userToken: string;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  api = await startApiTestServer(handle.db, { routes: testRoutes, bodyLimitBytes: 2048 });
  const user = await insertUser(handle.db);
  userToken = await insertSession(handle.db, user.id);
  const admin = await insertUser(handle.db, { role: 'admin' });
  adminId = admin.id;
  adminToken = await insertSession(handle.db, admin.id);
});

afterAll(async () => {
  await api.close();
  await handle.close();
});

/** Far over the 2 KB body limit. */
const hugeJson = JSON.stringify({ title: 'x'.repeat(1_048_576) });

const post = (path: string, token: string | undefined, body: string, type = 'application/json') =>
  api.call('POST', path, { token, rawBody: body, headers: { 'content-type': type } });

describe('a route that declares its roles', () => {
  it('is a signed-in route holding the role’s full name, the shorthand resolved', () => {
    const [short, full] = testRoutes;
    expect(short).toMatchObject({ auth: 'required', roles: ['administrator'] });
    expect(full).toMatchObject({ auth: 'required', roles: ['administrator'] });
  });

  it('refuses a user without the role with 403 before reading an oversized body', async () => {
    const response = await post('admin/echo', userToken, hugeJson);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: true, code: 'forbidden' });
  });

  it('refuses a user without the role with 403 before parsing a malformed body', async () => {
    for (const [body, type] of [
      ['{"title":', 'application/json'],
      ['<title>x</title>', 'application/xml'],
      ['{}', 'application/json'],
    ]) {
      const response = await post('admin/echo', userToken, body!, type);
      expect(response.status, body).toBe(403);
      expect(response.body).toMatchObject({ code: 'forbidden' });
    }
  });

  it('refuses a user without the role with 403 before reading an upload', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(2 * 1_048_576)]), 'big.png');
    const response = await fetch(new URL('admin/upload', api.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${userToken}` },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('refuses an anonymous caller with 401 before reading the body', async () => {
    for (const body of [hugeJson, '{"title":']) {
      const response = await post('admin/echo', undefined, body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('reads and checks the body of a caller who holds the role', async () => {
    expect((await post('admin/echo', adminToken, hugeJson)).status).toBe(413);
    expect((await post('admin/echo', adminToken, '{"title":')).status).toBe(400);
    expect((await post('admin/echo', adminToken, '{}')).status).toBe(422);
    const done = await post('admin/echo', adminToken, '{"title":" Villa "}');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ error: false, data: { title: 'Villa', by: adminId } });
  });

  it('treats the full role name as the shorthand', async () => {
    expect((await post('admin/echo-in-full', userToken, hugeJson)).status).toBe(403);
    const done = await post('admin/echo-in-full', adminToken, '{"title":"Loft"}');
    expect(done.body).toMatchObject({ error: false, data: { title: 'Loft' } });
  });
});

/** Every call of the route table that asks a role, with the route table's real pipeline. */
const roleRoutes = apiRoutes
  .filter((definition) => definition.roles.length > 0)
  .map((definition) => [`${definition.method} ${definition.path}`, definition] as const);

describe('the route table’s administrator calls', () => {
  let tableApi: ApiTestServer;

  beforeAll(async () => {
    tableApi = await startApiTestServer(handle.db);
  });

  afterAll(async () => {
    await tableApi.close();
  });

  it('are every admin/ call, each asking staff roles the administrator is among', () => {
    const adminPaths = apiRoutes.filter((definition) => definition.path.startsWith('admin/'));
    expect(roleRoutes.map(([name]) => name).sort()).toEqual(
      adminPaths.map((definition) => `${definition.method} ${definition.path}`).sort(),
    );
    for (const [, definition] of roleRoutes) expect(definition.roles).toContain('administrator');
  });

  it.each(roleRoutes)(
    '%s refuses a user with 403 whatever the input',
    async (_name, definition) => {
      const response = await tableApi.call(definition.method, definition.path, {
        token: userToken,
        query: { limit: 'many', status: '<script>' },
        ...(definition.method === 'GET'
          ? {}
          : { rawBody: '{"broken":', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: true, code: 'forbidden' });
    },
  );
});
