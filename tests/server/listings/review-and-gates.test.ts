import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { properties } from '@/server/db/schema';
import { findListingGate } from '@/server/listings/listing-gate';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

afterEach(async () => {
  await kit.setting('verification_required_for_user', false);
  await kit.setting('auto_approve_verified_agents', false);
});

describe('the review rule', () => {
  it('leaves a new listing pending by default, even from a verified agent', async () => {
    const agent = await kit.lister({ verificationStatus: 'success' });
    const saved = await kit.postListing(agent);
    expect(saved.review_status).toBe('pending');
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      reviewStatus: 'pending',
      publishedAt: null,
    });
  });

  it('approves a verified agent’s listing when the site auto-approves them', async () => {
    await kit.setting('auto_approve_verified_agents', true);
    const agent = await kit.lister({ verificationStatus: 'success' });
    const saved = await kit.postListing(agent);
    expect(saved.review_status).toBe('approved');
    expect((await kit.snapshot(saved.id)).row?.publishedAt).toBeInstanceOf(Date);
    const unverified = await kit.lister({ verificationStatus: 'pending' });
    expect((await kit.postListing(unverified)).review_status).toBe('pending');
  });

  it('approves an admin’s own listing', async () => {
    const admin = await kit.admin();
    const saved = await kit.postListing(admin);
    expect(saved.review_status).toBe('approved');
    expect((await kit.snapshot(saved.id)).row?.publishedAt).toBeInstanceOf(Date);
  });

  it('sends an edited rejected listing back to review and clears the rejection reason', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    const publishedAt = new Date('2024-05-01T10:00:00Z');
    await kit.db
      .update(properties)
      .set({ reviewStatus: 'rejected', rejectionReason: 'Blurry photos', publishedAt })
      .where(eq(properties.id, saved.id));
    const edited = await kit.update(owner.token, { id: String(saved.id), title: 'Sharper now' });
    expect(dataOf(edited)).toEqual({
      id: saved.id,
      slug_id: saved.slug_id,
      review_status: 'pending',
      rejection_reason: null,
      changes_in_review: false,
    });
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      title: 'Sharper now',
      reviewStatus: 'pending',
      rejectionReason: null,
      publishedAt,
    });

    await kit.db
      .update(properties)
      .set({ reviewStatus: 'approved' })
      .where(eq(properties.id, saved.id));
    // An approved listing stays approved: the bait price (a cut of more than half) waits.
    await kit.update(owner.token, { id: String(saved.id), price: '1' });
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      reviewStatus: 'approved',
      title: 'Sharper now',
    });
  });

  it('approves a listing an admin edits, keeping the first publication date', async () => {
    const owner = await kit.lister();
    const admin = await kit.admin();
    const saved = await kit.postListing(owner);
    const edited = await kit.update(admin.token, { id: String(saved.id), price: '99' });
    expect(dataOf(edited)?.review_status).toBe('approved');
    const first = (await kit.snapshot(saved.id)).row?.publishedAt;
    expect(first).toBeInstanceOf(Date);
    await kit.update(admin.token, { id: String(saved.id), price: '98' });
    expect((await kit.snapshot(saved.id)).row?.publishedAt).toEqual(first);
  });
});

describe('the listing gates', () => {
  const postAs = async (lister: { token: string }) => {
    const catalogue = await kit.catalogue();
    return kit.post(lister.token, kit.fields(catalogue), [await photo()]);
  };

  it.each([
    ['name', { name: '' }],
    ['mobile', { mobile: null }],
    ['email', { email: null }],
    ['profile image', { profileImage: null }],
    ['address', { address: '  ' }],
  ])('refuses a profile without %s (403 profile_incomplete)', async (_part, missing) => {
    const lister = await kit.lister(missing);
    expect(await findListingGate(kit.db, lister.id)).toBe('profile_incomplete');
    const response = await postAs(lister);
    expect(response.status).toBe(403);
    expect(failureOf(response).code).toBe('profile_incomplete');
  });

  it.each([
    ['pending', 'verification_pending'],
    ['failed', 'verification_failed'],
    ['not_applied', 'verification_required'],
  ] as const)(
    'with verification required, refuses a user whose verification is %s',
    async (status, gate) => {
      await kit.setting('verification_required_for_user', true);
      const lister = await kit.lister({ verificationStatus: status });
      expect(await findListingGate(kit.db, lister.id)).toBe(gate);
      const response = await postAs(lister);
      expect(response.status).toBe(403);
      expect(failureOf(response).code).toBe(gate);
    },
  );

  it('lets a verified user list when verification is required, and anyone when not', async () => {
    await kit.setting('verification_required_for_user', true);
    const verified = await kit.lister({ verificationStatus: 'success' });
    expect(await findListingGate(kit.db, verified.id)).toBeNull();
    expect((await postAs(verified)).status).toBe(201);
    await kit.setting('verification_required_for_user', false);
    const unverified = await kit.lister({ verificationStatus: 'not_applied' });
    expect(await findListingGate(kit.db, unverified.id)).toBeNull();
  });

  it('lets an admin pass every gate', async () => {
    await kit.setting('verification_required_for_user', true);
    const admin = await kit.lister({ role: 'admin', profileImage: null, mobile: null });
    expect(await findListingGate(kit.db, admin.id)).toBeNull();
    expect((await postAs(admin)).status).toBe(201);
  });

  it('applies the gates to editing too, but not to deleting', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    await kit.setting('verification_required_for_user', true);
    const edit = await kit.update(owner.token, { id: String(saved.id), title: 'New title' });
    expect(edit.status).toBe(403);
    expect(failureOf(edit).code).toBe('verification_required');
    expect((await kit.snapshot(saved.id)).row?.title).not.toBe('New title');
    const removed = await kit.call('POST', 'delete_property', {
      token: owner.token,
      json: { id: saved.id },
    });
    expect(removed.status).toBe(200);
  });
});
