import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { setUpApiTest } from '../../support/api-test-server';
import { insertUser } from '../../support/factories';
import {
  auditRowsAfter,
  insertStaffMember,
  lastAuditId,
  type StaffMember,
} from '../../support/staff-kit';

const api = setUpApiTest();
let administrator: StaffMember;

beforeAll(async () => {
  administrator = await insertStaffMember(api.db, 'admin');
});

const grant = (token: string, json: Record<string, unknown>) =>
  api.call('POST', 'admin/staff', { token, json });

const roleOf = async (id: number) =>
  (await api.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('granting staff roles', () => {
  it('grants and takes away a role, one audit row each, and the new role works at once', async () => {
    const person = await insertStaffMember(api.db, 'user');
    const before = await lastAuditId(api.db);
    expect((await api.call('GET', 'admin/users', { token: person.token })).status).toBe(403);

    const granted = await grant(administrator.token, { user_id: person.id, role: 'support' });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ data: { id: person.id, role: 'support' } });
    expect((await api.call('GET', 'admin/users', { token: person.token })).status).toBe(200);

    const taken = await grant(administrator.token, { user_id: person.id, role: 'none' });
    expect(taken.status).toBe(200);
    expect(await roleOf(person.id)).toBe('user');
    expect((await api.call('GET', 'admin/users', { token: person.token })).status).toBe(403);

    const rows = await auditRowsAfter(api.db, before);
    const writes = rows.filter((row) => row.action === 'admin/staff');
    expect(writes.map((row) => [row.before, row.after])).toEqual([
      [{ role: 'user' }, { role: 'support' }],
      [{ role: 'support' }, { role: 'user' }],
    ]);
  });

  it('lists the staff for the administrator only', async () => {
    const moderator = await insertStaffMember(api.db, 'moderator');
    const list = await api.call<{ id: number; role: string }[]>('GET', 'admin/staff', {
      token: administrator.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ id: administrator.id, role: 'admin' }),
        expect.objectContaining({ id: moderator.id, role: 'moderator' }),
      ]),
    });
    expect((await api.call('GET', 'admin/staff', { token: moderator.token })).status).toBe(403);
    expect(
      (await grant(moderator.token, { user_id: moderator.id, role: 'administrator' })).status,
    ).toBe(403);
  });

  it('never demotes the last active administrator', async () => {
    const { db } = api;
    await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, administrator.id));
    const second = await insertStaffMember(db, 'admin');

    const first = await grant(second.token, { user_id: administrator.id, role: 'none' });
    expect(first.status).toBe(200);
    const last = await grant(administrator.token, { user_id: second.id, role: 'moderator' });
    expect(last.status).toBe(403);
    const selfDemotion = await grant(second.token, { user_id: second.id, role: 'moderator' });
    expect(selfDemotion.status).toBe(409);
    expect(selfDemotion.body).toMatchObject({ error: true, code: 'last_administrator' });
    const deactivation = await api.call('POST', 'admin/user-status', {
      token: second.token,
      json: { user_id: second.id, status: 'deactivated' },
    });
    expect(deactivation.status).toBe(403);
    expect(await roleOf(second.id)).toBe('admin');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, administrator.id));
  });

  it('asks for the password again when the sign-in is older than 15 minutes', async () => {
    const stale = await insertStaffMember(api.db, 'admin', { signedInMinutesAgo: 16 });
    const person = await insertUser(api.db);
    const before = await lastAuditId(api.db);

    const refused = await grant(stale.token, { user_id: person.id, role: 'moderator' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: true, code: 'password_required' });
    expect(await roleOf(person.id)).toBe('user');

    const wrong = await api.call('POST', 'admin/confirm-password', {
      token: stale.token,
      json: { password: 'not it' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errors: { password: expect.any(String) } });

    const confirmed = await api.call('POST', 'admin/confirm-password', {
      token: stale.token,
      json: { password: stale.password },
    });
    expect(confirmed.status).toBe(200);
    expect((await grant(stale.token, { user_id: person.id, role: 'moderator' })).status).toBe(200);

    const rows = await auditRowsAfter(api.db, before);
    expect(rows.map((row) => row.action)).toEqual(['admin/confirm-password', 'admin/staff']);
    expect(JSON.stringify(rows)).not.toContain(stale.password);
  });
});
