import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivePackageDto, PackageLimitDto, PackagesDto } from '@/contracts/dto/package-dto';
import { userPackages } from '@/server/db/schema';
import { assertMayAcquirePackage } from '@/server/packages/assert-may-acquire-package';
import { assignPackage } from '@/server/packages/assign-package';
import { grantPackage } from '@/server/packages/grant-package';
import { loadHeldPackages } from '@/server/packages/held-packages';
import { lockUser } from '@/server/packages/packages-repository';
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
      available_again_at: null,
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

/** assign_package of the free package by `lister`. */
const assignFree = (lister: Lister) =>
  kit.call<ActivePackageDto>('POST', 'assign_package', {
    token: lister.token,
    json: { package_id: free.id },
  });

/** A lister who holds a year-long paid package, so no free allowance is included. */
async function paidLister() {
  const lister = await kit.lister();
  await buyPackage(kit.db, lister.id, unlimited.id);
  return lister;
}

describe('assign_package', () => {
  it('activates a free package for its duration', async () => {
    const lister = await paidLister();
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

  it("counts a new user's free allowance as the free package taken", async () => {
    const lister = await kit.lister();
    const answer = await assignFree(lister);
    expect(answer.status).toBe(409);
    expect(failureOf(answer).code).toBe('free_package_taken');
    expect((await packagesOf(lister)).packages[0]).toMatchObject({
      id: free.id,
      is_active: true,
      available_again_at: null,
    });
    expect(await usedUnits(kit.db, lister.id)).toEqual([]);
  });

  it('never gives the free package again because its limits are used up, only once its period ends', async () => {
    // The audit's loop: post to the limit, take the free package again, post again.
    const lister = await kit.lister();
    expect((await tryPost(lister)).status).toBe(201);
    expect((await tryPost(lister)).status).toBe(201);
    const [taken] = await usedUnits(kit.db, lister.id);
    const endsAt = (
      await kit.db.select().from(userPackages).where(eq(userPackages.userId, lister.id))
    )[0]!.endsAt;

    const again = await assignFree(lister);
    expect(again.status).toBe(409);
    expect(failureOf(again)).toMatchObject({
      code: 'free_package_taken',
      message: `You have already taken this free package. You can take it again from ${endsAt
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ')} UTC, when its period ends.`,
    });
    expect((await packagesOf(lister)).packages[0]).toMatchObject({
      id: free.id,
      is_active: true,
      available_again_at: endsAt.toISOString(),
    });
    expect((await tryPost(lister)).status).toBe(403);
    expect(await usedUnits(kit.db, lister.id)).toEqual([taken]);

    // Once its period ends, the allowance is whole again.
    const later = await loadHeldPackages(kit.db, lister.id, endsAt);
    expect(later).toMatchObject([{ packageId: free.id, isIncluded: true }]);
    expect(later[0]?.features.every((feature) => feature.used === 0)).toBe(true);
  });

  it('gives a user who holds another package the free package once per period', async () => {
    const lister = await paidLister();
    const taken = dataOf(await assignFree(lister));
    const again = await assignFree(lister);
    expect(again.status).toBe(409);
    expect(failureOf(again).code).toBe('free_package_taken');
    const endsAt = new Date(taken.ends_at);
    const viewer = {
      userId: lister.id,
      sessionId: 0,
      role: 'user' as const,
      name: 'Lister',
      signedInAt: new Date(),
    };
    await expect(
      assignPackage(kit.db, viewer, free.id, new Date(endsAt.getTime() - 1)),
    ).rejects.toMatchObject({ code: 'free_package_taken' });
    const renewed = await assignPackage(kit.db, viewer, free.id, endsAt);
    expect(renewed).toMatchObject({ package_id: free.id, is_included: false });
    expect(renewed.id).not.toBe(taken.id);
  });

  it('gives the free package to one of many parallel requests', async () => {
    const lister = await paidLister();
    const answers = await Promise.all(Array.from({ length: 6 }, () => assignFree(lister)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await kit.db.select().from(userPackages).where(eq(userPackages.userId, lister.id));
    expect(rows.filter((row) => row.packageId === free.id)).toHaveLength(1);
  });

  it('refuses the free package to a request that waited for the lock while another took it', async () => {
    const lister = await paidLister();
    const viewer = {
      userId: lister.id,
      sessionId: 0,
      role: 'user' as const,
      name: 'Lister',
      signedInAt: new Date(),
    };
    let waiting: Promise<unknown> = Promise.resolve();
    await kit.db.transaction(async (tx) => {
      await lockUser(tx as unknown as typeof kit.db, lister.id);
      // This request starts now and waits for the lock held here.
      waiting = assignPackage(kit.db, viewer, free.id).then(
        () => 'granted',
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Meanwhile another request takes the package, a moment after the waiting one began.
      await grantPackage(
        tx as unknown as typeof kit.db,
        { userId: lister.id, packageId: free.id, source: 'free' },
        new Date(),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await waiting).toBe('free_package_taken');
    const rows = await kit.db.select().from(userPackages).where(eq(userPackages.userId, lister.id));
    expect(rows.filter((row) => row.packageId === free.id)).toHaveLength(1);
  });

  it('refuses a paid package held running with room left, and allows it again once used up', async () => {
    const single = await insertPackage(kit.db, {
      name: 'Single listing',
      price: '9.00',
      sequence: 9,
      features: { property_list: 1 },
    });
    const lister = await kit.lister();
    await buyPackage(kit.db, lister.id, single.id);
    await expect(assertMayAcquirePackage(kit.db, lister.id, single.id)).rejects.toMatchObject({
      code: 'package_already_active',
    });
    const offered = (await packagesOf(lister)).packages.find((item) => item.id === single.id);
    expect(offered).toMatchObject({ is_active: true, available_again_at: expect.any(String) });
    expect((await tryPost(lister)).status).toBe(201);
    await expect(assertMayAcquirePackage(kit.db, lister.id, single.id)).resolves.toMatchObject({
      id: single.id,
    });
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
