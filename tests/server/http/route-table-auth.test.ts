import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@/server/http/routes';
import { insertSession, insertUser } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

/**
 * Every call of the route table that needs a session refuses, before looking at its input,
 * a caller without a token, with a revoked token, and with a deactivated account. Calls added
 * by later issues are covered as soon as they are in the table.
 */
const protectedRoutes = apiRoutes
  .filter((definition) => definition.auth === 'required')
  .map((definition) => [`${definition.method} ${definition.path}`, definition] as const);

const api = setUpApiTest();
let revokedToken: string;
let deactivatedToken: string;

beforeAll(async () => {
  const signedOut = await insertUser(api.db);
  revokedToken = await insertSession(api.db, signedOut.id, { revokedAt: new Date() });
  const deactivated = await insertUser(api.db, { isActive: false });
  deactivatedToken = await insertSession(api.db, deactivated.id);
});

const callEmpty = (method: string, path: string, token?: string) =>
  api.call(method, path, { token, ...(method === 'GET' ? {} : { json: {} }) });

describe('the route table’s protected calls', () => {
  it('include the account calls', () => {
    expect(protectedRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'POST before-logout',
        'GET get-user-profile',
        'POST update_profile',
        'POST delete_user',
      ]),
    );
  });

  it.each(protectedRoutes)('%s answers 401 without a token', async (_name, definition) => {
    const response = await callEmpty(definition.method, definition.path);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: true, code: 'unauthenticated' });
  });

  it.each(protectedRoutes)('%s answers 401 with a revoked token', async (_name, definition) => {
    const response = await callEmpty(definition.method, definition.path, revokedToken);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: true, code: 'session_expired' });
  });

  it.each(protectedRoutes)(
    '%s answers 401 account_deactivated for a deactivated account',
    async (_name, definition) => {
      const response = await callEmpty(definition.method, definition.path, deactivatedToken);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        error: true,
        code: 'account_deactivated',
        message: 'Your account has been deactivated by the admin. Please contact the admin.',
      });
    },
  );
});
