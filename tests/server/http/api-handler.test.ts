import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { number, object, string } from 'yup';
import { sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/core/app-error';
import { route } from '@/server/core/route';
import { insertSession, insertUser } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const testRoutes = [
  route('GET', 'echo-query', {
    auth: 'none',
    query: object({ limit: number().integer().min(1).required('limit is required') }),
    handle: async ({ query }) => ({ data: query, message: 'Echoed' }),
  }),
  route('POST', 'echo-body', {
    auth: 'none',
    body: object({ title: string().trim().required('Title is required') }),
    handle: async ({ body }) => ({ data: body, status: 201 }),
  }),
  route('GET', 'who-am-i', {
    auth: 'required',
    handle: async ({ viewer }) => ({ data: { userId: viewer.userId } }),
  }),
  route('GET', 'maybe-me', {
    auth: 'optional',
    handle: async ({ viewer }) => ({ data: { userId: viewer?.userId ?? null } }),
  }),
  route('GET', 'conflict', {
    auth: 'none',
    handle: async () => {
      throw new AppError('conflict', 'That slug is taken.', { slug_id: 'Taken' });
    },
  }),
  route('GET', 'explode', {
    auth: 'none',
    handle: async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    },
  }),
  // What Drizzle throws when an administrator ends the connection under the statement.
  route('GET', 'database-gone', {
    auth: 'none',
    handle: async () => {
      const lost = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
      throw new DrizzleQueryError('select "id" from "secret_table"', [], lost);
    },
  }),
];

const api = setUpApiTest({ routes: testRoutes, bodyLimitBytes: 2048 });

describe('the API pipeline', () => {
  it('wraps a result in the success envelope with the request id', async () => {
    const response = await api.call('GET', 'echo-query', { query: { limit: '5' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ error: false, message: 'Echoed', data: { limit: 5 } });
    expect(response.body.request_id).toBe(response.headers.get('x-request-id'));
  });

  it('keeps a well-formed incoming request id so logs can be correlated', async () => {
    const response = await api.call('GET', 'echo-query', {
      query: { limit: 1 },
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
    expect(response.body.request_id).toBe('trace-12345678');
  });

  it('answers 404 in JSON for an unknown call', async () => {
    const response = await api.call('GET', 'no-such-call');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: true, code: 'route_not_found' });
  });

  it('answers 405 with Allow for a known call with the wrong method', async () => {
    const response = await api.call('POST', 'echo-query', { json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.body).toMatchObject({ error: true, code: 'method_not_allowed' });
  });

  it('answers 422 with field errors when the query fails its schema', async () => {
    const response = await api.call('GET', 'echo-query', { query: { limit: 'many' } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: true, code: 'validation_failed' });
    expect(response.body.error && response.body.errors?.limit).toMatch(/number/);
  });

  it('answers 422 naming every missing body field', async () => {
    const response = await api.call('POST', 'echo-body', { json: { title: '   ' } });
    expect(response.status).toBe(422);
    expect(response.body.error && response.body.errors).toEqual({ title: 'Title is required' });
  });

  it('accepts JSON and form-encoded bodies and drops unknown fields', async () => {
    const json = await api.call('POST', 'echo-body', { json: { title: ' Villa ', owner_id: 9 } });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ error: false, data: { title: 'Villa' } });
    expect(json.body.error === false && json.body.data).not.toHaveProperty('owner_id');
    const form = await api.call('POST', 'echo-body', {
      rawBody: 'title=Loft',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toMatchObject({ error: false, data: { title: 'Loft' } });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await api.call('POST', 'echo-body', {
      rawBody: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: true, code: 'bad_request' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await api.call('POST', 'echo-body', {
      rawBody: '<title>x</title>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.status).toBe(415);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await api.call('POST', 'echo-body', { json: { title: 'x'.repeat(5000) } });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: true, code: 'payload_too_large' });
  });

  it('passes an AppError through with its status, code and field errors', async () => {
    const response = await api.call('GET', 'conflict');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: true,
      code: 'conflict',
      message: 'That slug is taken.',
      errors: { slug_id: 'Taken' },
    });
  });

  it('hides an unexpected failure behind a generic 500 message', async () => {
    const response = await api.call('GET', 'explode');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ error: true, code: 'internal_error' });
    expect(JSON.stringify(response.body)).not.toMatch(/secret_table|srv|stack/);
  });

  it('answers a lost database with 503, Retry-After and a plain sentence, not 500', async () => {
    const response = await api.call('GET', 'database-gone');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toMatchObject({
      error: true,
      code: 'service_unavailable',
      message: 'The site cannot reach its database right now. Please try again in a few seconds.',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/secret_table|administrator/);
  });
});

describe('bearer sessions', () => {
  it('answers 401 on an authenticated call without a token', async () => {
    const response = await api.call('GET', 'who-am-i');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: true, code: 'unauthenticated' });
  });

  it('identifies the viewer from a live session token', async () => {
    const user = await insertUser(api.db);
    const token = await insertSession(api.db, user.id);
    const response = await api.call('GET', 'who-am-i', { token });
    expect(response.body).toMatchObject({ error: false, data: { userId: user.id } });
  });

  it('answers 401 session_expired for a revoked or expired token', async () => {
    const user = await insertUser(api.db);
    const revoked = await insertSession(api.db, user.id, { revokedAt: new Date() });
    const expired = await insertSession(api.db, user.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const token of [revoked, expired, 'an-unknown-token-value-1234']) {
      const response = await api.call('GET', 'who-am-i', { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'session_expired' });
    }
  });

  it('refuses a deactivated account at once with the deactivation message', async () => {
    const user = await insertUser(api.db);
    const token = await insertSession(api.db, user.id);
    await api.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await api.call('GET', 'who-am-i', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'account_deactivated' });
    expect(response.body.message).toMatch(/deactivated/i);
  });

  it('treats a stale token on an optional call as a visitor', async () => {
    const user = await insertUser(api.db);
    const token = await insertSession(api.db, user.id);
    await api.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    const response = await api.call('GET', 'maybe-me', { token });
    expect(response.body).toMatchObject({ error: false, data: { userId: null } });
  });
});
