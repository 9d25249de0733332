import { beforeAll, describe, expect, it } from 'vitest';
import { staffRoleNames, type StaffRole } from '@/contracts/staff-roles';
import type { UserRole } from '@/contracts/dto/session-dto';
import { apiRoutes } from '@/server/http/routes';
import { setUpApiTest } from '../../support/api-test-server';
import { insertStaffMember } from '../../support/staff-kit';

/**
 * Every staff call of the route table (a route that declares roles) answers, before its input
 * is looked at: 401 without a session, 403 to a user, 403 to a staff role it does not declare,
 * not 401/403 to each role it declares, and 401 account_deactivated to a deactivated
 * administrator. Staff calls added later are covered as soon as they are in the table.
 */
const staffRoutes = apiRoutes
  .filter((definition) => definition.roles.length > 0)
  .map((definition) => [`${definition.method} ${definition.path}`, definition] as const);

const storedRoleOf: Record<StaffRole, UserRole> = {
  administrator: 'admin',
  moderator: 'moderator',
  support: 'support',
};

const api = setUpApiTest();
const tokens = {} as Record<StaffRole | 'user' | 'deactivated', string>;

beforeAll(async () => {
  tokens.user = (await insertStaffMember(api.db, 'user')).token;
  for (const role of staffRoleNames) {
    tokens[role] = (await insertStaffMember(api.db, storedRoleOf[role])).token;
  }
  tokens.deactivated = (await insertStaffMember(api.db, 'admin', { isActive: false })).token;
});

const callEmpty = (method: string, path: string, token?: string) =>
  api.call(method, path, { token, ...(method === 'GET' ? {} : { json: {} }) });

describe('the route table’s staff calls', () => {
  it('include the console’s calls', () => {
    expect(staffRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'GET admin/users',
        'POST admin/user-status',
        'GET admin/staff',
        'POST admin/staff',
        'GET admin/audit-log',
        'GET admin/listings',
        'POST admin/review-listing',
        'POST admin/bulk-review',
      ]),
    );
  });

  it.each(staffRoutes)('%s: 401 anonymous, 403 to a user', async (_name, definition) => {
    const anonymous = await callEmpty(definition.method, definition.path);
    expect(anonymous.status).toBe(401);
    const user = await callEmpty(definition.method, definition.path, tokens.user);
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ error: true, code: 'forbidden' });
  });

  it.each(staffRoutes)('%s: each staff role as declared', async (_name, definition) => {
    for (const role of staffRoleNames) {
      const response = await callEmpty(definition.method, definition.path, tokens[role]);
      if (definition.roles.includes(role)) {
        expect(response.status, role).not.toBe(401);
        expect(response.body, role).not.toMatchObject({ code: 'forbidden' });
      } else {
        expect(response.status, role).toBe(403);
        expect(response.body, role).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it.each(staffRoutes)('%s: 401 to a deactivated staff member', async (_name, definition) => {
    const response = await callEmpty(definition.method, definition.path, tokens.deactivated);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'account_deactivated' });
  });
});
