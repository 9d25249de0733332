import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { advertisements } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertCategory, insertProperty } from '../../support/factories';
import type { Lister } from '../../support/listing-test-kit';
import {
  buyPackage,
  insertPackage,
  usedUnits,
  type TestPackage,
} from '../../support/package-test-kit';
import { insertProject, setUpProjectTestKit } from '../../support/project-test-kit';
import { noticesOf } from '../../support/notifications-kit';

const kit = setUpProjectTestKit();

let basic: TestPackage;
let projects: TestPackage;

beforeAll(async () => {
  await insertPackage(kit.db, {
    name: 'Free Starter',
    sequence: 1,
    features: { property_list: 3 },
  });
  basic = await insertPackage(kit.db, {
    name: 'Basic',
    price: '19.00',
    durationHours: 240,
    sequence: 2,
    features: { property_feature: 1 },
  });
  projects = await insertPackage(kit.db, {
    name: 'Developer',
    price: '99.00',
    durationHours: 480,
    sequence: 3,
    features: { project_feature: null },
  });
});

async function ownListing(owner: Lister, values: Parameters<typeof insertProperty>[3] = {}) {
  return insertProperty(kit.db, owner, await insertCategory(kit.db), values);
}

function feature(viewer: Lister, body: Record<string, unknown>) {
  return kit.call<AdvertisementDto>('POST', 'store_advertisement', {
    token: viewer.token,
    json: body,
  });
}

async function featured(type: 'slider' | 'list') {
  return dataOf(
    await kit.call<PropertyCardDto[]>('GET', 'get-featured-data', {
      query: { type, limit: 50, offset: 0 },
    }),
  ).map((card) => card.id);
}

async function review(id: number, decision: 'approved' | 'rejected') {
  const admin = await kit.admin();
  return kit.call<AdvertisementDto>('POST', 'admin/review-advertisement', {
    token: admin.token,
    json: { id, decision },
  });
}

describe('store_advertisement', () => {
  it("features the owner's listing for the package's duration, pending the admin's approval", async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const response = await feature(owner, {
      feature_for: 'property',
      property_id: listing.id,
      type: 'slider',
    });
    expect(response.status).toBe(201);
    const stored = dataOf(response);
    expect(stored).toMatchObject({
      feature_for: 'property',
      type: 'slider',
      status: 'pending',
      listing: { id: listing.id, slug_id: listing.slugId },
    });
    expect((Date.parse(stored.ends_at) - Date.parse(stored.starts_at)) / 3_600_000).toBe(240);
    expect(await featured('slider')).not.toContain(listing.id);

    const approved = dataOf(await review(stored.id, 'approved'));
    expect(approved.status).toBe('running');
    expect(await featured('slider')).toContain(listing.id);
    expect(await featured('list')).not.toContain(listing.id);
  });

  it('allows one pending or approved advertisement per listing', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const body = { feature_for: 'property', property_id: listing.id };
    expect((await feature(owner, body)).status).toBe(201);
    const second = await feature(owner, body);
    expect(second.status).toBe(409);
    expect(failureOf(second).code).toBe('advertisement_exists');
    const used = await usedUnits(kit.db, owner.id);
    expect(used.map((row) => row.used)).toEqual([1, 0]);
  });

  it("uses the property feature limit and refuses with the spec's sentence once it is used", async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    const [first, second] = [await ownListing(owner), await ownListing(owner)];
    expect((await feature(owner, { feature_for: 'property', property_id: first.id })).status).toBe(
      201,
    );
    const refused = await feature(owner, { feature_for: 'property', property_id: second.id });
    expect(refused.status).toBe(403);
    expect(failureOf(refused)).toMatchObject({
      code: 'package_limit_reached',
      message: 'Property Feature Limit',
    });
  });

  it('refuses a user whose packages cannot feature at all', async () => {
    const owner = await kit.lister();
    const listing = await ownListing(owner);
    const refused = await feature(owner, { feature_for: 'property', property_id: listing.id });
    expect(failureOf(refused).message).toBe('Property Feature Limit');
  });

  it("refuses someone else's listing and a listing that is not public", async () => {
    const owner = await kit.lister();
    const stranger = await kit.lister();
    await buyPackage(kit.db, stranger.id, basic.id);
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const foreign = await feature(stranger, { feature_for: 'property', property_id: listing.id });
    expect(foreign.status).toBe(403);
    const pending = await ownListing(owner, { reviewStatus: 'pending' });
    const hidden = await feature(owner, { feature_for: 'property', property_id: pending.id });
    expect(hidden.status).toBe(422);
    expect(failureOf(hidden).code).toBe('listing_not_featurable');
    const missing = await feature(owner, { feature_for: 'property' });
    expect(missing.status).toBe(422);
    expect(failureOf(missing).errors).toHaveProperty('property_id');
  });

  it('gives the unit back when the admin rejects, so the listing can be featured again', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const body = { feature_for: 'property', property_id: listing.id, type: 'list' };
    const stored = dataOf(await feature(owner, body));
    expect(dataOf(await review(stored.id, 'rejected')).status).toBe('rejected');
    // Newest first: after the package bought for it.
    expect((await noticesOf(kit, owner))[0]).toEqual({
      type: 'advertisement_rejected',
      params: { title: listing.title },
      link: '/user/advertisement',
    });
    expect((await usedUnits(kit.db, owner.id))[0]?.used).toBe(0);
    expect((await feature(owner, body)).status).toBe(201);
  });

  it('stops showing an advertisement once it ends, and lets the listing be featured again', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const body = { feature_for: 'property', property_id: listing.id, type: 'list' };
    const stored = dataOf(await feature(owner, body));
    dataOf(await review(stored.id, 'approved'));
    expect(await featured('list')).toContain(listing.id);
    await kit.db
      .update(advertisements)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(advertisements.id, stored.id));
    expect(await featured('list')).not.toContain(listing.id);
    const mine = dataOf(
      await kit.call<AdvertisementDto[]>('GET', 'get-advertisements', { token: owner.token }),
    );
    expect(mine.map((item) => item.status)).toEqual(['expired']);
    expect((await feature(owner, body)).status).toBe(201);
  });

  it("approves the admin's own advertisements at once, using no package", async () => {
    const admin = await kit.admin();
    const listing = await ownListing(admin);
    const stored = dataOf(
      await feature(admin, { feature_for: 'property', property_id: listing.id, type: 'slider' }),
    );
    expect(stored.status).toBe('running');
    expect(await featured('slider')).toContain(listing.id);
  });

  it('approves a verified agent at once when the site auto-approves them', async () => {
    await kit.setting('auto_approve_verified_agents', true);
    try {
      const agent = await kit.lister({ verificationStatus: 'success' });
      await buyPackage(kit.db, agent.id, basic.id);
      const listing = await ownListing(agent);
      const stored = dataOf(
        await feature(agent, { feature_for: 'property', property_id: listing.id }),
      );
      expect(stored.status).toBe('running');
    } finally {
      await kit.setting('auto_approve_verified_agents', false);
    }
  });

  it('features a project with the project feature limit', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, projects.id);
    const project = await insertProject(kit.db, owner, await kit.projectCategory());
    const stored = dataOf(await feature(owner, { feature_for: 'project', project_id: project.id }));
    expect(stored).toMatchObject({ feature_for: 'project', listing: { id: project.id } });
    expect((Date.parse(stored.ends_at) - Date.parse(stored.starts_at)) / 3_600_000).toBe(480);
  });

  it('marks a featured project as promoted in project lists while its advertisement runs', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, projects.id);
    const project = await insertProject(kit.db, owner, await kit.projectCategory());
    const promotedIn = async () => {
      const cards = dataOf(
        await kit.call<ProjectCardDto[]>('GET', 'get-projects', {
          query: { id: project.id, limit: 10, offset: 0 },
        }),
      );
      return cards.find((card) => card.id === project.id)?.promoted;
    };
    expect(await promotedIn()).toBe(false);
    const stored = dataOf(await feature(owner, { feature_for: 'project', project_id: project.id }));
    expect(await promotedIn()).toBe(false);
    dataOf(await review(stored.id, 'approved'));
    expect(await promotedIn()).toBe(true);
    await kit.db
      .update(advertisements)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(advertisements.id, stored.id));
    expect(await promotedIn()).toBe(false);
  });
});

describe("the admin's advertisement queue", () => {
  it('lists pending advertisements for the admin only, with who placed them', async () => {
    const owner = await kit.lister({ name: 'Queue Owner' });
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    dataOf(await feature(owner, { feature_for: 'property', property_id: listing.id }));
    const admin = await kit.admin();
    const queue = dataOf(
      await kit.call<AdvertisementDto[]>('GET', 'admin/advertisements', {
        token: admin.token,
        query: { limit: 50 },
      }),
    );
    expect(queue.find((item) => item.listing?.id === listing.id)).toMatchObject({
      status: 'pending',
      owner_name: 'Queue Owner',
    });
    const refused = await kit.call('GET', 'admin/advertisements', { token: owner.token });
    expect(refused.status).toBe(403);
  });

  it('decides a pending advertisement only once', async () => {
    const owner = await kit.lister();
    await buyPackage(kit.db, owner.id, basic.id);
    const listing = await ownListing(owner);
    const stored = dataOf(
      await feature(owner, { feature_for: 'property', property_id: listing.id }),
    );
    dataOf(await review(stored.id, 'approved'));
    expect((await review(stored.id, 'rejected')).status).toBe(409);
  });
});
