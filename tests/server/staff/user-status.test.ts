import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties, sessions } from '@/server/db/schema';
import { liveBus } from '@/server/realtime/live-bus';
import { setUpApiTest } from '../../support/api-test-server';
import { insertListingOwner, insertSession } from '../../support/factories';
import {
  auditRowsAfter,
  insertStaffMember,
  lastAuditId,
  type StaffMember,
} from '../../support/staff-kit';

const api = setUpApiTest();
let administrator: StaffMember;
let moderator: StaffMember;

beforeAll(async () => {
  administrator = await insertStaffMember(api.db, 'admin');
  moderator = await insertStaffMember(api.db, 'moderator');
});

const setStatus = (token: string, json: Record<string, unknown>) =>
  api.call('POST', 'admin/user-status', { token, json });

describe('deactivating an account', () => {
  it('revokes every session, refuses the old tokens with the spec’s message, hides the listings and closes the streams', async () => {
    const { owner, listing } = await insertListingOwner(api.db);
    const live = await listing();
    const off = await listing({ isActive: false });
    const phone = await insertSession(api.db, owner.id);
    const laptop = await insertSession(api.db, owner.id);
    const closed: (number | null)[] = [];
    const unsubscribe = liveBus().subscribe(owner.id, (message) => {
      if (message.kind === 'close') closed.push(message.sessionId);
    });
    const before = await lastAuditId(api.db);

    const response = await setStatus(moderator.token, {
      user_id: owner.id,
      status: 'deactivated',
      reason: 'Fake listings',
    });
    unsubscribe();

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      error: false,
      data: { id: owner.id, status: 'deactivated' },
    });
    const rows = await api.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    for (const token of [phone, laptop]) {
      const refused = await api.call('GET', 'get-user-profile', { token });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({
        code: 'account_deactivated',
        message: 'Your account has been deactivated by the admin. Please contact the admin.',
      });
    }
    const [liveRow] = await api.db.select().from(properties).where(eq(properties.id, live.id));
    const [offRow] = await api.db.select().from(properties).where(eq(properties.id, off.id));
    expect(liveRow).toMatchObject({ isActive: false, hiddenWithOwner: true });
    expect(offRow).toMatchObject({ isActive: false, hiddenWithOwner: false });
    expect(closed).toEqual([null]);
    const audit = await auditRowsAfter(api.db, before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: moderator.id,
      actorRole: 'moderator',
      action: 'admin/user-status',
      targetType: 'user',
      targetId: String(owner.id),
      before: { status: 'active' },
      after: { status: 'deactivated', reason: 'Fake listings', listings_changed: 1 },
    });

    const restored = await setStatus(moderator.token, { user_id: owner.id, status: 'active' });
    expect(restored.status).toBe(200);
    const [liveAgain] = await api.db.select().from(properties).where(eq(properties.id, live.id));
    const [offAgain] = await api.db.select().from(properties).where(eq(properties.id, off.id));
    expect(liveAgain).toMatchObject({ isActive: true, hiddenWithOwner: false });
    expect(offAgain).toMatchObject({ isActive: false });
    expect(await auditRowsAfter(api.db, before)).toHaveLength(2);
  });

  it('leaves staff accounts to the administrator, and never the caller’s own', async () => {
    const support = await insertStaffMember(api.db, 'support');
    const byModerator = await setStatus(moderator.token, {
      user_id: support.id,
      status: 'deactivated',
    });
    expect(byModerator.status).toBe(403);
    const own = await setStatus(administrator.token, {
      user_id: administrator.id,
      status: 'deactivated',
    });
    expect(own.status).toBe(403);
    const byAdministrator = await setStatus(administrator.token, {
      user_id: support.id,
      status: 'deactivated',
    });
    expect(byAdministrator.status).toBe(200);
    const refused = await api.call('GET', 'admin/users', { token: support.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'account_deactivated' });
  });

  it('answers field errors for a bad status and 404 for an unknown account', async () => {
    const bad = await setStatus(moderator.token, { user_id: 5, status: 'banned' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { status: expect.any(String) } });
    const unknown = await setStatus(moderator.token, { user_id: 999_999, status: 'deactivated' });
    expect(unknown.status).toBe(404);
  });
});
