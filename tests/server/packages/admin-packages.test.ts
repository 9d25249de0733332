import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import type { PackagesDto } from '@/contracts/dto/package-dto';
import { staffAuditLog } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const auditRows = () => kit.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));

const savePackage = (admin: Lister, json: Record<string, unknown>) =>
  kit.call<AdminPackageDto>('POST', 'admin/packages', { token: admin.token, json });

const offered = async () =>
  dataOf(await kit.call<PackagesDto>('GET', 'get-package')).packages.map((item) => item.name);

describe('admin/packages', () => {
  it('adds a package that goes on sale, changes it with one audit row each, and takes it off sale', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const created = await savePackage(admin, {
      name: 'Agency 30',
      price: '49.5',
      duration_hours: 720,
      sequence: 5,
      features: [
        { feature: 'property_list', limit: 30 },
        { feature: 'property_feature', limit: null },
        { feature: 'premium_properties', limit: 9 },
      ],
    });
    expect(created.status).toBe(201);
    const saved = dataOf(created);
    expect(saved).toMatchObject({
      name: 'Agency 30',
      price: '49.50',
      duration_hours: 720,
      is_active: true,
      sequence: 5,
      holders_count: 0,
      // An access keeps no count.
      features: [
        { feature: 'property_list', limit: 30 },
        { feature: 'property_feature', limit: null },
        { feature: 'premium_properties', limit: null },
      ],
    });
    expect(await offered()).toContain('Agency 30');
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'admin/packages',
      targetType: 'package',
      targetId: String(saved.id),
      before: null,
      after: { name: 'Agency 30', price: '49.50' },
    });

    const changed = await savePackage(admin, {
      id: saved.id,
      name: 'Agency 40',
      price: '59',
      duration_hours: 720,
      is_active: 0,
      features: [{ feature: 'property_list', limit: 40 }],
    });
    expect(changed.status).toBe(200);
    expect(dataOf(changed)).toMatchObject({
      name: 'Agency 40',
      price: '59.00',
      is_active: false,
      features: [{ feature: 'property_list', limit: 40 }],
    });
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      before: { name: 'Agency 30', is_active: true },
      after: { name: 'Agency 40', is_active: false },
    });
    expect(await offered()).not.toContain('Agency 40');

    const listed = dataOf(
      await kit.call<AdminPackageDto[]>('GET', 'admin/packages', { token: admin.token }),
    );
    expect(listed.find((item) => item.id === saved.id)).toMatchObject({ is_active: false });
  });

  it('refuses a bad price, duration or repeated feature with field errors, and records nothing', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const refused = await savePackage(admin, {
      name: '',
      price: '-3',
      duration_hours: 0,
      features: [
        { feature: 'project_list', limit: 2 },
        { feature: 'project_list', limit: 3 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(failureOf(refused).errors ?? {}).sort()).toEqual(
      ['duration_hours', 'features', 'name', 'price'].sort(),
    );
    const unknown = await savePackage(admin, {
      id: 2_000_000_000,
      name: 'Ghost',
      price: '1',
      duration_hours: 1,
    });
    expect(unknown.status).toBe(404);
    expect(await auditRows()).toHaveLength(before);
  });

  it('is for administrators only: a moderator gets 403 and nothing changes', async () => {
    const moderator = await kit.lister({ role: 'moderator' });
    const before = (await auditRows()).length;
    const write = await savePackage(moderator, {
      name: 'Free for all',
      price: '0',
      duration_hours: 1,
    });
    expect(write.status).toBe(403);
    expect((await kit.call('GET', 'admin/packages', { token: moderator.token })).status).toBe(403);
    expect(await auditRows()).toHaveLength(before);
  });
});
