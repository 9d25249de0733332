import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerListingDto, ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { insertCategory, insertProperty } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSignedInUser, minutesAgo, readListing } from '../../support/owner-listing-kit';

const api = setUpApiTest();
let owner: { user: { id: number; name: string }; token: string };
let adminToken = '';
let categoryId = 0;

beforeAll(async () => {
  owner = await insertSignedInUser(api.db, { name: 'Olive Owner' });
  adminToken = (await insertSignedInUser(api.db, { role: 'admin' })).token;
  categoryId = (await insertCategory(api.db)).id;
});

const pendingListing = (values: Parameters<typeof insertProperty>[3] = {}) =>
  insertProperty(api.db, owner.user, { id: categoryId }, { reviewStatus: 'pending', ...values });

const review = (token: string, json: Record<string, unknown>) =>
  api.call<ReviewQueueListingDto>('POST', 'admin/review-listing', { token, json });

async function publicSlugs(search: string): Promise<string[]> {
  const response = await api.call<PropertyCardDto[]>('GET', 'get-property-list', {
    query: { search },
  });
  if (response.body.error) throw new Error(response.body.message);
  return response.body.data.map((card) => card.slug_id);
}

describe('admin/review-listing', () => {
  it('approves a pending listing: it appears in the public search, published once', async () => {
    const row = await pendingListing({ slugId: 'harbour-loft', title: 'Harbour loft' });
    expect(await publicSlugs('Harbour loft')).toEqual([]);

    const response = await review(adminToken, { property_id: row.id, decision: 'approved' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: { id: row.id, review_status: 'approved', is_public: true, rejection_reason: null },
    });
    expect(await publicSlugs('Harbour loft')).toEqual(['harbour-loft']);
    const publishedAt = (await readListing(api.db, row.id)).publishedAt;
    expect(publishedAt).toBeInstanceOf(Date);

    await review(adminToken, { property_id: row.id, decision: 'approved' });
    expect((await readListing(api.db, row.id)).publishedAt).toEqual(publishedAt);
  });

  it('rejects with a reason the owner then reads in get-added-properties', async () => {
    const row = await pendingListing({ slugId: 'damp-cellar' });
    const response = await review(adminToken, {
      property_id: row.id,
      decision: 'rejected',
      reason: '  The address does not match the photos.  ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: {
        review_status: 'rejected',
        rejection_reason: 'The address does not match the photos.',
      },
    });
    const own = await api.call<OwnerListingDto[]>('GET', 'get-added-properties', {
      token: owner.token,
      query: { status: 'rejected' },
    });
    expect(own.body).toMatchObject({
      data: [
        {
          slug_id: 'damp-cellar',
          review_status: 'rejected',
          rejection_reason: 'The address does not match the photos.',
        },
      ],
    });
  });

  it('takes an approved listing down by rejecting it, and clears the reason on approval', async () => {
    const row = await insertProperty(
      api.db,
      owner.user,
      { id: categoryId },
      {
        slugId: 'taken-down',
        title: 'Taken down villa',
      },
    );
    await review(adminToken, { property_id: row.id, decision: 'rejected', reason: 'Duplicate.' });
    expect(await publicSlugs('Taken down villa')).toEqual([]);
    await review(adminToken, { property_id: row.id, decision: 'approved' });
    expect(await readListing(api.db, row.id)).toMatchObject({
      reviewStatus: 'approved',
      rejectionReason: null,
    });
  });

  it('requires a reason for a rejection, of at most 300 characters (422)', async () => {
    const row = await pendingListing();
    for (const reason of [undefined, '   ', 'x'.repeat(301)]) {
      const response = await review(adminToken, {
        property_id: row.id,
        decision: 'rejected',
        reason,
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'validation_failed',
        errors: { reason: expect.any(String) },
      });
    }
    const exactly300 = await review(adminToken, {
      property_id: row.id,
      decision: 'rejected',
      reason: 'y'.repeat(300),
    });
    expect(exactly300.status).toBe(200);
  });

  it('refuses an unknown decision with 422 and an unknown listing with 404', async () => {
    const row = await pendingListing();
    const unknown = await review(adminToken, { property_id: row.id, decision: 'maybe' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { decision: expect.any(String) } });
    const missing = await review(adminToken, { property_id: 999_999, decision: 'approved' });
    expect(missing.status).toBe(404);
  });

  it('refuses a non-admin with 403 and leaves the listing pending', async () => {
    const row = await pendingListing();
    const response = await review(owner.token, { property_id: row.id, decision: 'approved' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden' });
    expect((await readListing(api.db, row.id)).reviewStatus).toBe('pending');
  });
});

describe('admin/listings', () => {
  it('lists pending listings oldest first with their owners, and filters by review state', async () => {
    const db = api.db;
    const other = await insertSignedInUser(db, { name: 'Queue Owner' });
    const older = await insertProperty(
      db,
      other.user,
      { id: categoryId },
      {
        slugId: 'queue-older',
        title: 'Queue older',
        reviewStatus: 'pending',
        createdAt: minutesAgo(600),
      },
    );
    const newer = await insertProperty(
      db,
      other.user,
      { id: categoryId },
      {
        slugId: 'queue-newer',
        title: 'Queue newer',
        reviewStatus: 'pending',
        createdAt: minutesAgo(500),
      },
    );
    const queue = await api.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
      token: adminToken,
      query: { search: 'queue' },
    });
    expect(queue.body).toMatchObject({
      total: 2,
      data: [
        { id: older.id, owner: { name: 'Queue Owner' } },
        { id: newer.id, owner: { name: 'Queue Owner' } },
      ],
    });

    await review(adminToken, { property_id: newer.id, decision: 'approved' });
    const pendingSlugs = await api.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
      token: adminToken,
      query: { review_status: 'pending', search: 'queue' },
    });
    expect(pendingSlugs.body).toMatchObject({ total: 1, data: [{ slug_id: 'queue-older' }] });
    const approved = await api.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
      token: adminToken,
      query: { review_status: 'approved', search: 'queue' },
    });
    expect(approved.body).toMatchObject({ total: 1, data: [{ slug_id: 'queue-newer' }] });
  });

  it('pages the queue with limit and offset and a full total', async () => {
    const all = await api.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
      token: adminToken,
      query: { limit: 50 },
    });
    if (all.body.error) throw new Error(all.body.message);
    const total = all.body.total ?? 0;
    expect(total).toBeGreaterThan(2);
    const second = await api.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
      token: adminToken,
      query: { limit: 1, offset: 1 },
    });
    expect(second.body).toMatchObject({ total, data: [{ id: all.body.data[1]!.id }] });
  });

  it('refuses a non-admin with 403 and a visitor with 401', async () => {
    const refused = await api.call('GET', 'admin/listings', { token: owner.token });
    expect(refused.status).toBe(403);
    expect((await api.call('GET', 'admin/listings')).status).toBe(401);
  });

  it('lets the admin open any listing’s owner view (the preview)', async () => {
    const row = await pendingListing({ slugId: 'admin-preview' });
    const response = await api.call<OwnerListingDto>('GET', 'get-owner-property', {
      token: adminToken,
      query: { slug_id: 'admin-preview' },
    });
    expect(response.body).toMatchObject({ data: { id: row.id, review_status: 'pending' } });
  });
});
