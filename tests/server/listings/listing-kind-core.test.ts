import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/core/app-error';
import type { Viewer } from '@/server/core/route';
import { changeListingStatus, planSwitch } from '@/server/listings/change-listing-status';
import { deleteListing } from '@/server/listings/delete-listing';
import { getOwnerListings } from '@/server/listings/get-owner-listings';
import { getReviewQueue } from '@/server/listings/get-review-queue';
import { findEditableListing, listMediaIds } from '@/server/listings/listing-repository';
import { reviewFilterSql } from '@/server/listings/owner-listing-filter';
import { reviewListing } from '@/server/listings/review-listing';
import { reviewListingChanges } from '@/server/listings/review-listing-changes';
import { setListingFavourite } from '@/server/listings/set-listing-favourite';
import { createDiskStorage } from '@/server/storage/media-storage';
import { createLandPlotTables } from '../../support/land-plot-kind';
import {
  documentUpload,
  listingKindsKit,
  photoUpload,
  type SharedChanges,
} from '../../support/listing-kinds-kit';
import { setUpTestDatabase } from '../../support/test-database';

/**
 * The listing-kind core's shared tests: slug, access, post, edit, delete, review, status,
 * favourites and the owner's list are written once (server/listings/) and proven here for every
 * kind — properties, projects, and land plots, a kind that exists only in the tests and is
 * registered through its description alone (tests/support/land-plot-kind.ts).
 */
const handle = setUpTestDatabase();
const kit = listingKindsKit(handle);

beforeAll(async () => {
  await createLandPlotTables(handle.db);
});

afterAll(async () => {
  kit.close();
});

/** The error a call fails with (an AppError with its code and status). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(kit.kinds.map((kind) => [kind.name, kind] as const))('a %s', (_name, subject) => {
  const { kind } = subject;
  let owner: Viewer;
  let stranger: Viewer;
  let admin: Viewer;
  let categoryId: number;

  beforeAll(async () => {
    owner = await kit.viewer();
    stranger = await kit.viewer();
    admin = await kit.viewer('admin');
    categoryId = await kit.category();
  });

  const post = (changes: SharedChanges = {}) => subject.post(owner, categoryId, changes);

  it('is posted pending review, with a slug from its title numbered when taken', async () => {
    const first = await post({ title: 'Olive grove view' });
    const second = await post({ title: 'Olive grove view' });
    expect(first).toMatchObject({ slug_id: 'olive-grove-view', review_status: 'pending' });
    expect(second.slug_id).toBe('olive-grove-view-2');
    expect(kit.storedFiles(kind, first.id).length).toBeGreaterThan(0);
  });

  it('is refused without its photo, or with a slug another one has, leaving nothing', async () => {
    const missing = await refusal(subject.post(owner, categoryId, {}, {}));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.fieldErrors ?? {})).toEqual([subject.photoField]);
    const taken = await post({ title: 'Cork oak hill' });
    const clash = await refusal(post({ title: 'Another', slug_id: taken.slug_id }));
    expect(clash).toMatchObject({ code: 'conflict', status: 409 });
    expect(clash.message).toBe(`This web address is already used by another ${kind.noun}.`);
  });

  it('is changed or deleted by its owner or an admin only (403), and unknown ids are 404', async () => {
    const saved = await post();
    const forbidden = await refusal(subject.update(stranger, saved.id, { title: 'Mine now' }));
    expect(forbidden).toMatchObject({ code: 'forbidden', status: 403 });
    expect(forbidden.message).toBe(`Only the owner of this ${kind.noun} can do that.`);
    const work = { storage: createDiskStorage(kit.uploadsDir) };
    const gone = await refusal(deleteListing(handle.db, kind, stranger, 2_000_000, work));
    expect(gone).toMatchObject({ code: 'not_found', status: 404 });
    const byAdmin = await subject.update(admin, saved.id, { title: 'Checked by the admin' });
    expect(byAdmin.review_status).toBe('approved');
  });

  /** The owner's row of a listing, with its change under review. */
  const ownerRow = async (id: number) => {
    const { data } = await getOwnerListings(handle.db, kind, owner, {
      filter: undefined,
      limit: 50,
      offset: 0,
    });
    const row = data.find((listing) => listing.id === id);
    if (!row) throw new Error(`listing ${id} is not in its owner's list`);
    return row;
  };
  const liveTitle = async (id: number) =>
    (await handle.db.select().from(kind.table).where(eq(kind.table.id, id)))[0]?.title;
  const changesQueue = async () =>
    (
      await getReviewQueue(handle.db, kind, { review_status: 'changes', limit: 50, offset: 0 })
    ).data.map((listing) => listing.id);
  const decideChanges = (id: number, decision: 'approved' | 'rejected', reason?: string) =>
    reviewListingChanges(
      handle.db,
      kind,
      subject.editor,
      { listingId: id, decision, reason },
      kit.work,
    );
  /** An approved listing, and its owner's edit of the title with a new gallery photo. */
  async function editedApproved(title: string) {
    const saved = await post({ title });
    await reviewListing(handle.db, kind, { listingId: saved.id, decision: 'approved' });
    const filesBefore = kit.storedFiles(kind, saved.id);
    const edited = await subject.update(
      owner,
      saved.id,
      { title: `${title}, renewed` },
      { gallery_images: [await photoUpload('gallery_images')] },
    );
    return { saved, edited, filesBefore };
  }

  it('stays public as approved while its owner’s edit waits for review, at the same address', async () => {
    const { saved, edited, filesBefore } = await editedApproved('Harbour lights');
    expect(edited).toMatchObject({
      review_status: 'approved',
      changes_in_review: true,
      slug_id: 'harbour-lights',
    });
    const live = await findEditableListing(handle.db, kind, saved.id);
    expect(live).toMatchObject({ reviewStatus: 'approved', slugId: 'harbour-lights' });
    expect(await liveTitle(saved.id)).toBe('Harbour lights');
    expect((await listMediaIds(handle.db, kind, saved.id)).photoIds).toEqual([]);
    expect((await ownerRow(saved.id)).pending_changes).toMatchObject({
      status: 'pending',
      reason: null,
      changes: [
        { kind: 'value', field: 'title', from: 'Harbour lights', to: 'Harbour lights, renewed' },
        { kind: 'files', field: 'gallery_images', added: 1, removed: 0 },
      ],
    });
    // The new photo is stored (its variants), but is no part of the listing yet.
    expect(kit.storedFiles(kind, saved.id).length).toBeGreaterThan(filesBefore.length);
    expect(await changesQueue()).toContain(saved.id);
    const moved = await refusal(subject.update(owner, saved.id, { slug_id: 'somewhere-else' }));
    expect(moved.fieldErrors).toEqual({
      slug_id: `The web address of a published ${kind.noun} cannot change`,
    });
  });

  it('takes its edit when the admin approves it, and the change leaves the queue', async () => {
    const { saved } = await editedApproved('Quay house');
    const decided = await decideChanges(saved.id, 'approved');
    expect(decided.message).toBe(`The changes to the ${kind.noun} are approved.`);
    expect(decided.data).toMatchObject({ id: saved.id, pending_changes: null });
    expect(await liveTitle(saved.id)).toBe('Quay house, renewed');
    expect((await listMediaIds(handle.db, kind, saved.id)).photoIds).toHaveLength(1);
    expect(await findEditableListing(handle.db, kind, saved.id)).toMatchObject({
      reviewStatus: 'approved',
      slugId: 'quay-house',
    });
    expect(await changesQueue()).not.toContain(saved.id);
    const again = await refusal(decideChanges(saved.id, 'approved'));
    expect(again).toMatchObject({ code: 'not_found', status: 404 });
    expect(again.message).toBe(`No change of this ${kind.noun} waits for review.`);
  });

  it('keeps the approved version when the edit is rejected, removes its files and says why', async () => {
    const { saved, filesBefore } = await editedApproved('Dune cottage');
    await decideChanges(saved.id, 'rejected', 'The new photo shows another house.');
    expect(await liveTitle(saved.id)).toBe('Dune cottage');
    expect(kit.storedFiles(kind, saved.id)).toEqual(filesBefore);
    expect((await ownerRow(saved.id)).pending_changes).toMatchObject({
      status: 'rejected',
      reason: 'The new photo shows another house.',
    });
    expect(await changesQueue()).not.toContain(saved.id);
    expect(await findEditableListing(handle.db, kind, saved.id)).toMatchObject({
      reviewStatus: 'approved',
    });
  });

  it('is not changed by an approval that waited while its change was rejected', async () => {
    const { saved } = await editedApproved('Reef house');
    const { revisions } = kind;
    let approval: Promise<unknown> = Promise.resolve();
    await handle.db.transaction(async (tx) => {
      // The admin's rejection holds the change while another admin's approval starts.
      await tx.select().from(revisions).where(eq(revisions.listingId, saved.id)).for('update');
      approval = decideChanges(saved.id, 'approved').then(
        () => 'approved',
        (error: AppError) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx
        .update(revisions)
        .set({ status: 'rejected', reason: 'Another house.' })
        .where(eq(revisions.listingId, saved.id));
    });
    expect(await approval).toBe('not_found');
    expect(await liveTitle(saved.id)).toBe('Reef house');
    expect((await listMediaIds(handle.db, kind, saved.id)).photoIds).toEqual([]);
  });

  it('replaces a change under review with the next edit, and removes the first one’s files', async () => {
    const { saved, filesBefore } = await editedApproved('Cliff path');
    await subject.update(owner, saved.id, { title: 'Cliff path at dawn' });
    expect(kit.storedFiles(kind, saved.id)).toEqual(filesBefore);
    expect((await ownerRow(saved.id)).pending_changes?.changes).toEqual([
      { kind: 'value', field: 'title', from: 'Cliff path', to: 'Cliff path at dawn' },
    ]);
    // A save that changes nothing under review leaves the change as it is.
    const same = await subject.update(owner, saved.id, { title: 'Cliff path' });
    expect(same).toMatchObject({ review_status: 'approved', changes_in_review: false });
    expect((await ownerRow(saved.id)).pending_changes?.status).toBe('pending');
    await decideChanges(saved.id, 'approved');
    expect(await liveTitle(saved.id)).toBe('Cliff path at dawn');
  });

  it('goes with its change under review and the change’s files when deleted', async () => {
    const { saved } = await editedApproved('Salt flats');
    await deleteListing(handle.db, kind, owner, saved.id, kit.work);
    expect(kit.storedFiles(kind, saved.id)).toEqual([]);
    expect(await handle.db.select().from(kind.revisions)).not.toContainEqual(
      expect.objectContaining({ listingId: saved.id }),
    );
  });

  it('adds and removes its own photos and documents, and refuses others’ ids', async () => {
    const saved = await post();
    await subject.update(
      owner,
      saved.id,
      {},
      {
        gallery_images: [await photoUpload('gallery_images')],
        documents: [documentUpload()],
      },
    );
    const own = await listMediaIds(handle.db, kind, saved.id);
    expect(own.photoIds).toHaveLength(1);
    expect(own.documentIds).toHaveLength(1);
    const foreign = await refusal(
      subject.update(owner, saved.id, { remove_gallery_images: '999999' }),
    );
    expect(foreign.fieldErrors).toEqual({
      remove_gallery_images: `These photos are not part of this ${kind.noun}: 999999`,
    });
    await subject.update(owner, saved.id, {
      remove_gallery_images: String(own.photoIds[0]),
      remove_documents: String(own.documentIds[0]),
    });
    expect(await listMediaIds(handle.db, kind, saved.id)).toEqual({
      photoIds: [],
      documentIds: [],
    });
  });

  it('is approved or rejected with a reason in the review queue, oldest first', async () => {
    const older = await post({ title: 'Queue first' });
    const newer = await post({ title: 'Queue second' });
    const queue = await getReviewQueue(handle.db, kind, {
      review_status: 'pending',
      search: 'queue',
      limit: 10,
      offset: 0,
    });
    expect(queue.data.map((row) => row.slug_id)).toEqual([older.slug_id, newer.slug_id]);
    expect(queue.data[0]?.owner).toMatchObject({ id: owner.userId });
    const rejected = await reviewListing(handle.db, kind, {
      listingId: newer.id,
      decision: 'rejected',
      reason: 'Blurry photos',
    });
    expect(rejected.message).toBe(`The ${kind.noun} is rejected.`);
    const approved = await reviewListing(handle.db, kind, {
      listingId: older.id,
      decision: 'approved',
    });
    expect(approved.message).toBe(`The ${kind.noun} is approved.`);
    const listing = await findEditableListing(handle.db, kind, older.id);
    expect(listing?.publishedAt).toBeInstanceOf(Date);
  });

  it('is switched on and off by its owner once approved, and only then', async () => {
    const saved = await post();
    const switchTo = (status: 'active' | 'inactive') =>
      changeListingStatus(handle.db, kind, owner, saved.id, {
        readState: (db, id) => findEditableListing(db, kind, id),
        plan: (state) => planSwitch(kind, state, status),
      });
    const early = await refusal(switchTo('inactive'));
    expect(early).toMatchObject({ code: 'invalid_status_change', status: 409 });
    await reviewListing(handle.db, kind, { listingId: saved.id, decision: 'approved' });
    const off = await switchTo('inactive');
    expect(off.message).toBe(`The ${kind.noun} is inactive.`);
    expect((await findEditableListing(handle.db, kind, saved.id))?.isActive).toBe(false);
  });

  it('is saved as a favourite while public only, idempotently', async () => {
    const saved = await post();
    const favourite = (isAdding: boolean) =>
      setListingFavourite(handle.db, kind, stranger, { listingId: saved.id, isAdding });
    expect(await refusal(favourite(true))).toMatchObject({ status: 404 });
    await reviewListing(handle.db, kind, { listingId: saved.id, decision: 'approved' });
    await favourite(true);
    await favourite(true);
    const rows = await handle.db
      .select()
      .from(kind.favourites)
      .where(
        and(eq(kind.favourites.listingId, saved.id), eq(kind.favourites.userId, stranger.userId)),
      );
    expect(rows).toHaveLength(1);
    expect((await favourite(false)).isFavourite).toBe(false);
  });

  it('lists its owner’s listings by review state and title', async () => {
    const lister = await kit.viewer();
    const pending = await subject.post(lister, categoryId, { title: 'Fig tree terrace' });
    const approved = await subject.post(lister, categoryId, { title: 'Fig tree garden' });
    await reviewListing(handle.db, kind, { listingId: approved.id, decision: 'approved' });
    const list = (filter: 'pending' | 'approved' | undefined, search?: string) =>
      getOwnerListings(handle.db, kind, lister, {
        filter: filter ? reviewFilterSql(kind.table, filter) : undefined,
        search,
        limit: 10,
        offset: 0,
      });
    expect((await list(undefined)).data.map((row) => row.slug_id)).toEqual([
      approved.slug_id,
      pending.slug_id,
    ]);
    expect((await list('pending')).data.map((row) => row.slug_id)).toEqual([pending.slug_id]);
    expect((await list(undefined, 'garden')).total).toBe(1);
  });

  it('is deleted with its photos, documents and stored files', async () => {
    const saved = await post();
    await subject.update(owner, saved.id, {}, { documents: [documentUpload()] });
    expect(kit.storedFiles(kind, saved.id).length).toBeGreaterThan(1);
    await deleteListing(handle.db, kind, owner, saved.id, {
      storage: createDiskStorage(kit.uploadsDir),
    });
    expect(await findEditableListing(handle.db, kind, saved.id)).toBeNull();
    expect(await listMediaIds(handle.db, kind, saved.id)).toEqual({
      photoIds: [],
      documentIds: [],
    });
    expect(kit.storedFiles(kind, saved.id)).toEqual([]);
  });
});
