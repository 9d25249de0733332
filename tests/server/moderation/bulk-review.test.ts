import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { BulkReviewResultDto } from '@/contracts/dto/bulk-review-dto';
import { advertisements, verificationSubmissions } from '@/server/db/schema';
import { insertAdvertisement, insertCategory, insertProperty } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { noticesOf } from '../../support/notifications-kit';
import { insertSignedInUser, readListing } from '../../support/owner-listing-kit';
import { auditRowsAfter, lastAuditId } from '../../support/staff-kit';

const api = setUpApiTest();
let adminToken = '';
let categoryId = 0;

beforeAll(async () => {
  adminToken = (await insertSignedInUser(api.db, { role: 'admin' })).token;
  categoryId = (await insertCategory(api.db)).id;
});

type Owner = Awaited<ReturnType<typeof insertSignedInUser>>;

async function pendingListingOf(owner: Owner, title = 'Listing under review') {
  return insertProperty(api.db, owner.user, { id: categoryId }, { reviewStatus: 'pending', title });
}

const bulkReview = (json: Record<string, unknown>, token = adminToken) =>
  api.call<BulkReviewResultDto[]>('POST', 'admin/bulk-review', { token, json });

async function pendingSubmissionOf(values: { name: string; email: string }) {
  const applicant = await insertSignedInUser(api.db, values);
  const [row] = await api.db
    .insert(verificationSubmissions)
    .values({ userId: applicant.user.id, status: 'pending' })
    .returning();
  return { applicant, submission: row! };
}

describe('admin/bulk-review', () => {
  it('approves three listings: each owner is notified and each decision has its audit row', async () => {
    const owners = [
      await insertSignedInUser(api.db, { name: 'First Owner' }),
      await insertSignedInUser(api.db, { name: 'Second Owner' }),
      await insertSignedInUser(api.db, { name: 'Third Owner' }),
    ];
    const listings = await Promise.all(owners.map((owner) => pendingListingOf(owner)));
    const ids = listings.map((listing) => listing.id);
    const before = await lastAuditId(api.db);

    const response = await bulkReview({ kind: 'listing', ids, decision: 'approved' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: ids.map((id) => ({ id, status: 'done' })),
    });
    for (const id of ids) {
      expect(await readListing(api.db, id)).toMatchObject({ reviewStatus: 'approved' });
    }
    for (const owner of owners) {
      expect(await noticesOf(api, owner)).toEqual([
        expect.objectContaining({ type: 'listing_approved' }),
      ]);
    }
    const rows = await auditRowsAfter(api.db, before);
    expect(rows.map((row) => [row.action, row.targetType, row.targetId])).toEqual(
      ids.map((id) => ['admin/review-listing', 'property', String(id)]),
    );
  });

  it('rejects each listing with the one reason, which each owner reads', async () => {
    const owner = await insertSignedInUser(api.db);
    const listings = [await pendingListingOf(owner), await pendingListingOf(owner)];
    const response = await bulkReview({
      kind: 'listing',
      ids: listings.map((listing) => listing.id),
      decision: 'rejected',
      reason: ' Photos missing. ',
    });
    expect(response.status).toBe(200);
    for (const listing of listings) {
      expect(await readListing(api.db, listing.id)).toMatchObject({
        reviewStatus: 'rejected',
        rejectionReason: 'Photos missing.',
      });
    }
    const notices = await noticesOf(api, owner);
    expect(notices).toHaveLength(2);
    expect(notices.every((notice) => notice.params.reason === 'Photos missing.')).toBe(true);
  });

  it('answers failed for an unknown id and does the rest', async () => {
    const owner = await insertSignedInUser(api.db);
    const [first, second] = [await pendingListingOf(owner), await pendingListingOf(owner)];
    const before = await lastAuditId(api.db);
    const response = await bulkReview({
      kind: 'listing',
      ids: [first.id, 999_999, second.id],
      decision: 'approved',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: [
        { id: first.id, status: 'done' },
        { id: 999_999, status: 'failed', message: expect.stringMatching(/not found/) },
        { id: second.id, status: 'done' },
      ],
    });
    expect(await auditRowsAfter(api.db, before)).toHaveLength(2);
  });

  it('answers failed for an advertisement no longer pending, writing nothing of it', async () => {
    const owner = await insertSignedInUser(api.db);
    const [featured, waitingListing] = [
      await insertProperty(api.db, owner.user, { id: categoryId }),
      await insertProperty(api.db, owner.user, { id: categoryId }),
    ];
    const decided = await insertAdvertisement(api.db, featured, { status: 'approved' });
    const waiting = await insertAdvertisement(api.db, waitingListing, { status: 'pending' });
    const response = await bulkReview({
      kind: 'advertisement',
      ids: [decided.id, waiting.id],
      decision: 'rejected',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: [
        { id: decided.id, status: 'failed', message: expect.stringMatching(/pending/) },
        { id: waiting.id, status: 'done' },
      ],
    });
    const statuses = await api.db
      .select({ id: advertisements.id, status: advertisements.status })
      .from(advertisements)
      .where(eq(advertisements.userId, owner.user.id));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: decided.id, status: 'approved' },
        { id: waiting.id, status: 'rejected' },
      ]),
    );
  });

  it('approves verifications through their single decision', async () => {
    const { applicant, submission } = await pendingSubmissionOf({
      name: 'Bulk Applicant',
      email: 'bulk.applicant@example.com',
    });
    const response = await bulkReview({
      kind: 'verification',
      ids: [submission.id],
      decision: 'approved',
    });
    expect(response.body).toMatchObject({ data: [{ id: submission.id, status: 'done' }] });
    expect(await noticesOf(api, applicant)).toEqual([
      expect.objectContaining({ type: 'verification_result' }),
    ]);
  });

  it('refuses a rejection without a reason, and a wrong list of ids, with 422', async () => {
    const owner = await insertSignedInUser(api.db);
    const listing = await pendingListingOf(owner);
    const noReason = await bulkReview({ kind: 'project', ids: [listing.id], decision: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toMatchObject({ errors: { reason: expect.any(String) } });
    for (const ids of [[], Array.from({ length: 51 }, (_, index) => index + 1), ['x']]) {
      const response = await bulkReview({ kind: 'listing', ids, decision: 'approved' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { ids: expect.any(String) } });
    }
    expect(await readListing(api.db, listing.id)).toMatchObject({ reviewStatus: 'pending' });
  });

  it('is refused to a user (403)', async () => {
    const owner = await insertSignedInUser(api.db);
    const listing = await pendingListingOf(owner);
    const response = await bulkReview(
      { kind: 'listing', ids: [listing.id], decision: 'approved' },
      owner.token,
    );
    expect(response.status).toBe(403);
    expect(await readListing(api.db, listing.id)).toMatchObject({ reviewStatus: 'pending' });
  });
});

describe('the review queues’ search', () => {
  it('narrows the verification queue to applicants by name or email', async () => {
    await pendingSubmissionOf({ name: 'Zelda Quill', email: 'zq@example.com' });
    await pendingSubmissionOf({ name: 'Other Person', email: 'quillfan@example.com' });
    await pendingSubmissionOf({ name: 'Nobody Else', email: 'nobody@example.com' });
    const search = async (words: string) => {
      const response = await api.call<VerificationSubmissionDto[]>(
        'GET',
        'admin/verification-submissions',
        { token: adminToken, query: { search: words, limit: 50 } },
      );
      if (response.body.error) throw new Error(response.body.message);
      return { names: response.body.data.map((row) => row.user.name), total: response.body.total };
    };
    expect(await search('quill')).toEqual({ names: ['Zelda Quill', 'Other Person'], total: 2 });
    expect(await search('zelda quill')).toEqual({ names: ['Zelda Quill'], total: 1 });
  });

  it('narrows the advertisement queue to listings by title', async () => {
    const owner = await insertSignedInUser(api.db);
    for (const title of ['Sunny garden flat', 'Dark basement', 'Garden cottage']) {
      const listing = await insertProperty(api.db, owner.user, { id: categoryId }, { title });
      await insertAdvertisement(api.db, listing, { status: 'pending' });
    }
    const response = await api.call<AdvertisementDto[]>('GET', 'admin/advertisements', {
      token: adminToken,
      query: { search: 'garden', limit: 50 },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((row) => row.listing?.title).sort()).toEqual([
      'Garden cottage',
      'Sunny garden flat',
    ]);
    expect(response.body).toMatchObject({ total: 2 });
  });
});
