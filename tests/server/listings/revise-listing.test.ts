import { describe, expect, it } from 'vitest';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertAdvertisement } from '../../support/factories';
import { setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

/**
 * Edits of an approved property through the API (update_post_property and the admin's
 * admin/review-listing-changes): the approved version stays public while the edit waits for
 * review; the price applies at once unless it is cut by more than half. The rules every kind
 * shares are proven in listing-kind-core.test.ts.
 */
const kit = setUpListingTestKit();
const given = kit.givenForTheFile();

/** An approved listing of the file's owner, priced 8,500, with two bedrooms. */
async function approvedListing(admin: Lister, title: string) {
  const [bedrooms] = given.catalogue.parameterIds;
  const saved = await kit.postListing(given.owner, {
    title,
    price: '8500',
    category_id: String(given.catalogue.categoryId),
    parameters: JSON.stringify([{ parameter_id: bedrooms, value: '2' }]),
  });
  dataOf(
    await kit.call('POST', 'admin/review-listing', {
      token: admin.token,
      json: { property_id: saved.id, decision: 'approved' },
    }),
  );
  return saved;
}

const edit = (fields: Record<string, string>) => kit.update(given.owner.token, fields);

/** The public detail of a listing (get_property by slug), as any visitor reads it. */
async function publicListing(slug: string): Promise<PropertyCardDto | undefined> {
  const response = await kit.call<PropertyCardDto[]>('GET', 'get_property', {
    query: { slug_id: slug },
  });
  return dataOf(response)[0];
}

async function changesQueue(admin: Lister): Promise<ReviewQueueListingDto[]> {
  const response = await kit.call<ReviewQueueListingDto[]>('GET', 'admin/listings', {
    token: admin.token,
    query: { review_status: 'changes' },
  });
  return dataOf(response);
}

const decideChanges = (token: string, body: Record<string, unknown>) =>
  kit.call<ReviewQueueListingDto>('POST', 'admin/review-listing-changes', { token, json: body });

describe('an edit of an approved property', () => {
  it('applies a new price at once and keeps the listing public, with nothing to review', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Canal loft');
    const answer = dataOf(await edit({ id: String(saved.id), price: '8200', title: 'Canal loft' }));
    expect(answer).toMatchObject({ review_status: 'approved', changes_in_review: false });
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      price: '8200.00',
      reviewStatus: 'approved',
    });
    expect(await publicListing(saved.slug_id)).toMatchObject({ title: 'Canal loft' });
    expect((await changesQueue(admin)).map((row) => row.id)).not.toContain(saved.id);
  });

  it('keeps the public page on the approved version while the rest waits for review', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Mill house');
    const [bedrooms] = given.catalogue.parameterIds;
    const [school] = given.catalogue.facilityIds;
    const answer = dataOf(
      await edit({
        id: String(saved.id),
        title: 'Mill house with garden',
        price: '8400',
        parameters: JSON.stringify([{ parameter_id: bedrooms, value: '3' }]),
        facilities: JSON.stringify([{ facility_id: school, distance: 1.5 }]),
      }),
    );
    expect(answer).toMatchObject({ review_status: 'approved', changes_in_review: true });
    expect(await publicListing(saved.slug_id)).toMatchObject({ title: 'Mill house' });
    const queued = (await changesQueue(admin)).find((row) => row.id === saved.id);
    expect(queued?.price).toBe('8400.00');
    expect(queued?.pending_changes?.changes).toEqual([
      { kind: 'value', field: 'title', from: 'Mill house', to: 'Mill house with garden' },
      { kind: 'value', field: 'parameters', from: 'Bedrooms: 2', to: 'Bedrooms: 3' },
      { kind: 'value', field: 'facilities', from: null, to: 'School: 1.5 km' },
    ]);
    dataOf(await decideChanges(admin.token, { property_id: saved.id, decision: 'approved' }));
    expect(await publicListing(saved.slug_id)).toMatchObject({ title: 'Mill house with garden' });
    const after = await kit.snapshot(saved.id);
    expect(after.parameters.map((row) => row.value)).toEqual(['3']);
    expect(after.row?.price).toBe('8400.00');
  });

  it('keeps its running slider advertisement while the change waits', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Lighthouse view');
    await insertAdvertisement(kit.db, { id: saved.id, ownerId: given.owner.id });
    await edit({ id: String(saved.id), title: 'Lighthouse view, repainted' });
    const home = await kit.call<{ slider: { id: number; title: string }[] }>(
      'GET',
      'homepage-data',
    );
    expect(dataOf(home).slider).toContainEqual(
      expect.objectContaining({ id: saved.id, title: 'Lighthouse view' }),
    );
  });

  it('reviews a price cut of more than half before it shows', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Bait cottage');
    const answer = dataOf(await edit({ id: String(saved.id), price: '4000' }));
    expect(answer?.changes_in_review).toBe(true);
    expect((await kit.snapshot(saved.id)).row?.price).toBe('8500.00');
    const queued = (await changesQueue(admin)).find((row) => row.id === saved.id);
    expect(queued?.pending_changes?.changes).toEqual([
      { kind: 'value', field: 'price', from: '8500', to: '4000' },
    ]);
    dataOf(await decideChanges(admin.token, { property_id: saved.id, decision: 'approved' }));
    expect((await kit.snapshot(saved.id)).row?.price).toBe('4000.00');
  });

  it('never writes back an older price when a change sent before it is approved', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Orchard barn');
    await edit({ id: String(saved.id), title: 'Orchard barn, restored', price: '8500' });
    await edit({ id: String(saved.id), title: 'Orchard barn', price: '9100' });
    dataOf(await decideChanges(admin.token, { property_id: saved.id, decision: 'approved' }));
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      title: 'Orchard barn, restored',
      price: '9100.00',
    });
  });

  it('names a new category by its name in the change under review', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Sea cottage');
    const other = await kit.catalogue();
    await edit({ id: String(saved.id), category_id: String(other.categoryId) });
    const queued = (await changesQueue(admin)).find((row) => row.id === saved.id);
    const [change] = queued?.pending_changes?.changes ?? [];
    expect(change).toMatchObject({ kind: 'value', field: 'category_id' });
    expect(change?.kind === 'value' && [change.from, change.to]).toEqual([
      expect.not.stringMatching(/^\d+$/),
      expect.not.stringMatching(/^\d+$/),
    ]);
  });

  it('answers the admin only, asks a reason for a rejection, and 404s with no change waiting', async () => {
    const admin = await kit.admin();
    const saved = await approvedListing(admin, 'Ferry cabin');
    await edit({ id: String(saved.id), title: 'Ferry cabin by the pier' });
    const byOwner = await decideChanges(given.owner.token, {
      property_id: saved.id,
      decision: 'approved',
    });
    expect(byOwner.status).toBe(403);
    const noReason = await decideChanges(admin.token, {
      property_id: saved.id,
      decision: 'rejected',
    });
    expect(noReason.status).toBe(422);
    expect(failureOf(noReason).errors).toEqual({ reason: 'Give the reason for the rejection' });
    const rejected = await decideChanges(admin.token, {
      property_id: saved.id,
      decision: 'rejected',
      reason: 'The pier is not in the photos.',
    });
    expect(dataOf(rejected).pending_changes).toMatchObject({
      status: 'rejected',
      reason: 'The pier is not in the photos.',
    });
    const none = await decideChanges(admin.token, { property_id: saved.id, decision: 'approved' });
    expect(none.status).toBe(404);
    expect(failureOf(none).message).toBe('No change of this listing waits for review.');
    expect(await publicListing(saved.slug_id)).toMatchObject({ title: 'Ferry cabin' });
  });
});
