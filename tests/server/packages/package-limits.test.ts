import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivePackageDto, PackageLimitDto, PackagesDto } from '@/contracts/dto/package-dto';
import { userPackages } from '@/server/db/schema';
import { grantPackage } from '@/server/packages/grant-package';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';
import {
  buyPackage,
  insertPackage,
  usedUnits,
  type TestPackage,
} from '../../support/package-test-kit';

const kit = setUpListingTestKit();

let free: TestPackage;
let basic: TestPackage;
let unlimited: TestPackage;

beforeAll(async () => {
  free = await insertPackage(kit.db, {
    name: 'Free Starter',
    price: '0',
    sequence: 1,
    features: { property_list: 2 },
  });
  basic = await insertPackage(kit.db, {
    name: 'Basic',
    price: '19.00',
    durationHours: 240,
    sequence: 2,
    features: { property_list: 1, property_feature: 1, mortgage_calculator_detail: null },
  });
  unlimited = await insertPackage(kit.db, {
    name: 'Unlimited',
    price: '149.00',
    durationHours: 8760,
    sequence: 3,
    features: { property_list: null, project_list: null, premium_properties: null },
  });
  await insertPackage(kit.db, {
    name: 'Retired',
    price: '5.00',
    isActive: false,
    features: { property_list: 100 },
  });
});

async function tryPost(lister: Lister) {
  const catalogue = await kit.catalogue();
  return kit.post(lister.token, kit.fields(catalogue), [await photo()]);
}

async function check(lister: Lister, type: string) {
  return dataOf(
    await kit.call<PackageLimitDto>('GET', 'check-package-limit', {
      token: lister.token,
      query: { type },
    }),
  );
}

async function packagesOf(lister: Lister | null) {
  return dataOf(
    await kit.call<PackagesDto>('GET', 'get-package', lister ? { token: lister.token } : {}),
  );
}

describe('get-package', () => {
  it('lists the packages on offer with price, duration and limited, unlimited or access features', async () => {
    const answer = await packagesOf(null);
    expect(answer.active_packages).toEqual([]);
    expect(answer.packages.map((item) => item.name)).toEqual([
      'Free Starter',
      'Basic',
      'Unlimited',
    ]);
    expect(answer.packages[1]).toEqual({
      id: basic.id,
      name: 'Basic',
      price: '19.00',
      is_free: false,
      duration_hours: 240,
      is_active: false,
      features: [
        { type: 'property_list', kind: 'limit', limit: 1 },
        { type: 'property_feature', kind: 'limit', limit: 1 },
        { type: 'mortgage_calculator_detail', kind: 'access', limit: null },
      ],
    });
    expect(answer.packages[2]?.features[0]).toEqual({
      type: 'property_list',
      kind: 'limit',
      limit: null,
    });
  });

  it("shows a user without packages the free package's allowance, unused", async () => {
    const lister = await kit.lister();
    const [included] = (await packagesOf(lister)).active_packages;
    expect(included).toMatchObject({
      id: null,
      package_id: free.id,
      is_included: true,
      ends_soon: false,
      features: [{ type: 'property_list', limit: 2, used: 0, remaining: 2 }],
    });
  });

  it('reminds of a package that ends within three days', async () => {
    const lister = await kit.lister();
    const { userPackage } = await buyPackage(kit.db, lister.id, basic.id);
    await kit.db
      .update(userPackages)
      .set({ endsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(userPackages.id, userPackage.id));
    const [held] = (await packagesOf(lister)).active_packages;
    expect(held).toMatchObject({ id: userPackage.id, name: 'Basic', ends_soon: true });
  });
});

describe('posting against the package limits', () => {
  it("lets a user without packages post up to the free package's limit, then refuses with the spec's sentence", async () => {
    const lister = await kit.lister();
    expect((await tryPost(lister)).status).toBe(201);
    expect((await tryPost(lister)).status).toBe(201);
    const refused = await tryPost(lister);
    expect(refused.status).toBe(403);
    expect(failureOf(refused)).toMatchObject({
      code: 'package_limit_reached',
      message: 'Property List Limit',
    });
    expect(await check(lister, 'property_list')).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: false,
      message: 'Property List Limit',
    });
    expect(await usedUnits(kit.db, lister.id)).toEqual([
      expect.objectContaining({ packageId: free.id, feature: 'property_list', limit: 2, used: 2 }),
    ]);
  });

  it('stacks the limits of every running package, using the one that ends first', async () => {
    const lister = await kit.lister();
    await buyPackage(kit.db, lister.id, basic.id);
    dataOf(
      await kit.call('POST', 'assign_package', {
        token: lister.token,
        json: { package_id: free.id },
      }),
    );
    for (let post = 1; post <= 3; post += 1) expect((await tryPost(lister)).status).toBe(201);
    expect(failureOf(await tryPost(lister)).message).toBe('Property List Limit');
    const used = await usedUnits(kit.db, lister.id);
    expect(used.filter((row) => row.feature === 'property_list')).toEqual([
      expect.objectContaining({ packageId: basic.id, used: 1, limit: 1 }),
      expect.objectContaining({ packageId: free.id, used: 2, limit: 2 }),
    ]);
  });

  it('never runs out on an unlimited limit and says so', async () => {
    const lister = await kit.lister();
    await buyPackage(kit.db, lister.id, unlimited.id);
    for (let post = 1; post <= 4; post += 1) expect((await tryPost(lister)).status).toBe(201);
    expect(await check(lister, 'property_list')).toMatchObject({ limit_available: true });
    const [held] = (await packagesOf(lister)).active_packages;
    expect(held?.features[0]).toEqual({
      type: 'property_list',
      kind: 'limit',
      limit: null,
      used: 4,
      remaining: null,
    });
  });

  it('gives the last unit to exactly one of two parallel posts', async () => {
    const lister = await kit.lister();
    expect((await tryPost(lister)).status).toBe(201);
    const answers = await Promise.all([tryPost(lister), tryPost(lister)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await usedUnits(kit.db, lister.id)).toEqual([
      expect.objectContaining({ feature: 'property_list', used: 2, limit: 2 }),
    ]);
  });

  it('reports a feature no running package has, without using anything', async () => {
    const lister = await kit.lister();
    expect(await check(lister, 'property_feature')).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
      message: 'Property Feature Limit',
    });
    expect(await check(lister, 'premium_properties')).toMatchObject({
      feature_available: false,
      message: 'Premium Properties Not Available',
    });
    expect(await usedUnits(kit.db, lister.id)).toEqual([]);
  });

  it('never limits the admin', async () => {
    const admin = await kit.admin();
    for (let post = 1; post <= 3; post += 1) expect((await tryPost(admin)).status).toBe(201);
    expect(await usedUnits(kit.db, admin.id)).toEqual([]);
  });

  it('refuses an unknown feature type with a field error', async () => {
    const lister = await kit.lister();
    const answer = await kit.call('GET', 'check-package-limit', {
      token: lister.token,
      query: { type: 'everything' },
    });
    expect(answer.status).toBe(422);
    expect(failureOf(answer).errors).toHaveProperty('type');
  });
});

describe('assign_package', () => {
  it('activates a free package for its duration', async () => {
    const lister = await kit.lister();
    const held = dataOf(
      await kit.call<ActivePackageDto>('POST', 'assign_package', {
        token: lister.token,
        json: { package_id: free.id },
      }),
    );
    expect(held).toMatchObject({ package_id: free.id, source: 'free', is_included: false });
    const hours = (Date.parse(held.ends_at) - Date.parse(held.starts_at)) / 3_600_000;
    expect(hours).toBe(720);
  });

  it('refuses to self-assign a paid package', async () => {
    const lister = await kit.lister();
    const answer = await kit.call('POST', 'assign_package', {
      token: lister.token,
      json: { package_id: basic.id },
    });
    expect(answer.status).toBe(403);
    expect(await usedUnits(kit.db, lister.id)).toEqual([]);
  });

  it('refuses a package that is active with room left, and allows it again once used up', async () => {
    const lister = await kit.lister();
    const assign = () =>
      kit.call('POST', 'assign_package', { token: lister.token, json: { package_id: free.id } });
    expect((await assign()).status).toBe(200);
    const again = await assign();
    expect(again.status).toBe(409);
    expect(failureOf(again).code).toBe('package_already_active');
    expect((await packagesOf(lister)).packages[0]).toMatchObject({ id: free.id, is_active: true });
    await tryPost(lister);
    await tryPost(lister);
    expect((await assign()).status).toBe(200);
  });

  it('refuses an unknown or retired package as not available', async () => {
    const lister = await kit.lister();
    const answer = await kit.call('POST', 'assign_package', {
      token: lister.token,
      json: { package_id: 999_999 },
    });
    expect(answer.status).toBe(404);
    expect(failureOf(answer)).toMatchObject({
      code: 'package_not_found',
      message: 'Package Not Available',
    });
  });
});

describe('grantPackage', () => {
  it('grants once per payment transaction: a replayed confirmation changes nothing', async () => {
    const lister = await kit.lister();
    const request = {
      userId: lister.id,
      packageId: basic.id,
      source: 'purchase' as const,
      paymentTransactionId: `replayed-${lister.id}`,
    };
    const first = await grantPackage(kit.db, request);
    const [second, third] = await Promise.all([
      grantPackage(kit.db, request),
      grantPackage(kit.db, request),
    ]);
    expect(first.granted).toBe(true);
    expect([second.granted, third.granted]).toEqual([false, false]);
    expect(second.userPackage.id).toBe(first.userPackage.id);
    const rows = await kit.db.select().from(userPackages).where(eq(userPackages.userId, lister.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a payment transaction that already paid for another user', async () => {
    const [one, two] = [await kit.lister(), await kit.lister()];
    const paymentTransactionId = `shared-${one.id}`;
    await grantPackage(kit.db, {
      userId: one.id,
      packageId: basic.id,
      source: 'purchase',
      paymentTransactionId,
    });
    await expect(
      grantPackage(kit.db, {
        userId: two.id,
        packageId: basic.id,
        source: 'purchase',
        paymentTransactionId,
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('refuses to give a paid package as a free one', async () => {
    const lister = await kit.lister();
    await expect(
      grantPackage(kit.db, { userId: lister.id, packageId: basic.id, source: 'free' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
