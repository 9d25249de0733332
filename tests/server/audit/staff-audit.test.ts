import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { maskSecrets } from '@/server/audit/mask-secrets';
import { route } from '@/server/core/route';
import { apiRoutes } from '@/server/http/routes';
import { setUpApiTest } from '../../support/api-test-server';
import { insertListingOwner } from '../../support/factories';
import {
  auditRowsAfter,
  insertStaffMember,
  lastAuditId,
  type StaffMember,
} from '../../support/staff-kit';

const testRoutes = [
  route('POST', 'admin/test-unaudited', {
    auth: { roles: ['administrator'] },
    body: object({ id: string().required(), api_secret: string().default('') }),
    handle: async ({ body }) => ({ data: body.id }),
  }),
  route('POST', 'admin/test-twice-guard', {
    auth: { roles: ['administrator'] },
    handle: async ({ db, audit }) => {
      await audit.record(db, {
        targetType: 'thing',
        targetId: 1,
        before: { a: 1 },
        after: { a: 2 },
      });
      return { data: null };
    },
  }),
  route('POST', 'admin/test-refused', {
    auth: { roles: ['administrator'] },
    handle: async () => {
      throw new Error('nothing changed');
    },
  }),
];

const api = setUpApiTest({ routes: [...apiRoutes, ...testRoutes] });
let administrator: StaffMember;

beforeAll(async () => {
  administrator = await insertStaffMember(api.db, 'admin');
});

describe('the staff audit log', () => {
  it('records a staff write its service did not audit from its input, secrets masked', async () => {
    const before = await lastAuditId(api.db);
    const response = await api.call('POST', 'admin/test-unaudited', {
      token: administrator.token,
      json: { id: '7', api_secret: 'sk_live_abcdefghij1234' },
    });
    expect(response.status).toBe(200);
    const rows = await auditRowsAfter(api.db, before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: administrator.id,
      actorRole: 'admin',
      action: 'admin/test-unaudited',
      targetId: '7',
      address: '127.0.0.1',
      before: null,
      after: { id: '7', api_secret: '••••1234' },
    });
    expect(JSON.stringify(rows)).not.toContain('sk_live');
  });

  it('keeps the service’s own row as the only one, and records nothing for a failed call', async () => {
    const before = await lastAuditId(api.db);
    await api.call('POST', 'admin/test-twice-guard', { token: administrator.token, json: {} });
    await api.call('POST', 'admin/test-refused', { token: administrator.token, json: {} });
    const rows = await auditRowsAfter(api.db, before);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['admin/test-twice-guard', { a: 1 }, { a: 2 }],
    ]);
  });

  it('records one row for an existing review decision', async () => {
    const { listing } = await insertListingOwner(api.db);
    const pending = await listing({ reviewStatus: 'pending' });
    const before = await lastAuditId(api.db);
    const response = await api.call('POST', 'admin/review-listing', {
      token: administrator.token,
      json: { property_id: pending.id, decision: 'rejected', reason: 'Blurry photos' },
    });
    expect(response.status).toBe(200);
    const rows = await auditRowsAfter(api.db, before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'admin/review-listing',
      after: { reason: 'Blurry photos' },
    });
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    await expect(api.db.execute(sql`update staff_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(api.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
  });

  it('pages newest first and filters by action, for the administrator only', async () => {
    const moderator = await insertStaffMember(api.db, 'moderator');
    const page = await api.call<{ action: string; id: number }[]>('GET', 'admin/audit-log', {
      token: administrator.token,
      query: { action: 'admin/test', limit: 2 },
    });
    expect(page.status).toBe(200);
    if (page.body.error) throw new Error(page.body.message);
    expect(page.body.data.map((row) => row.action)).toEqual([
      'admin/test-twice-guard',
      'admin/test-unaudited',
    ]);
    expect(page.body.total).toBe(2);
    expect((await api.call('GET', 'admin/audit-log', { token: moderator.token })).status).toBe(403);
  });
});

describe('masking secrets', () => {
  it('masks secret fields at any depth and leaves the rest', () => {
    expect(
      maskSecrets({
        currency: 'EUR',
        stripe: { secret_key: 'sk_test_123456789', publishable_key: 'pk_test_1' },
        smtp: { password: 'hunter2' },
        list: [{ webhook_secret: 'whsec_abcdefgh9876' }],
      }),
    ).toEqual({
      currency: 'EUR',
      stripe: { secret_key: '••••6789', publishable_key: 'pk_test_1' },
      smtp: { password: '••••' },
      list: [{ webhook_secret: '••••9876' }],
    });
  });
});
