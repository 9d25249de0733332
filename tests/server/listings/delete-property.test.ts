import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favourites, properties } from '@/server/db/schema';
import { removeListingFiles } from '@/server/listings/listing-files';
import { listFilesWhere } from '@/server/listings/listing-repository';
import { propertyKind } from '@/server/properties/property-kind';
import { createDiskStorage } from '@/server/storage/media-storage';
import { failureOf } from '../../support/accounts-test-kit';
import {
  documentFile,
  photo,
  setUpListingTestKit,
  type Lister,
} from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

async function fullListing(owner: Lister) {
  return kit.postListing(owner, {}, [
    await photo('title_image'),
    await photo('gallery_images'),
    await photo('three_d_image', 1000, 500),
    await photo('meta_image'),
    documentFile(),
  ]);
}

const deleteAs = (lister: Lister, id: number) =>
  kit.call('POST', 'delete_property', { token: lister.token, json: { id } });

describe('delete_property', () => {
  it('deletes the listing, its rows and every stored file', async () => {
    const owner = await kit.lister();
    const fan = await kit.lister();
    const saved = await fullListing(owner);
    await kit.db.insert(favourites).values({ userId: fan.id, listingId: saved.id });
    expect(kit.filesOf(saved.id)).toHaveLength(9);
    const response = await deleteAs(owner, saved.id);
    expect(response.status).toBe(200);
    expect(await kit.snapshot(saved.id)).toEqual({
      row: null,
      images: [],
      documents: [],
      parameters: [],
      facilities: [],
    });
    expect(
      await kit.db.select().from(favourites).where(eq(favourites.listingId, saved.id)),
    ).toEqual([]);
    expect(kit.filesOf(saved.id)).toEqual([]);
  });

  it('deletes a sold listing too', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    await kit.db
      .update(properties)
      .set({ listingStatus: 'sold' })
      .where(eq(properties.id, saved.id));
    expect((await deleteAs(owner, saved.id)).status).toBe(200);
  });

  it('refuses someone else’s listing (403), unchanged, and lets an admin delete it', async () => {
    const owner = await kit.lister();
    const stranger = await kit.lister();
    const saved = await fullListing(owner);
    const before = await kit.snapshot(saved.id);
    const files = kit.filesOf(saved.id);
    const refused = await deleteAs(stranger, saved.id);
    expect(refused.status).toBe(403);
    expect(failureOf(refused).code).toBe('forbidden');
    expect(await kit.snapshot(saved.id)).toEqual(before);
    expect(kit.filesOf(saved.id)).toEqual(files);
    const admin = await kit.admin();
    expect((await deleteAs(admin, saved.id)).status).toBe(200);
    expect(kit.filesOf(saved.id)).toEqual([]);
  });

  it('answers 404 for an unknown listing and 422 without an id', async () => {
    const owner = await kit.lister();
    expect((await deleteAs(owner, 1_999_999_999)).status).toBe(404);
    const missing = await kit.call('POST', 'delete_property', { token: owner.token, json: {} });
    expect(missing.status).toBe(422);
  });
});

describe('removeListingFiles (for account deletion)', () => {
  it('removes every file of a user’s listings', async () => {
    const owner = await kit.lister();
    const first = await fullListing(owner);
    const second = await kit.postListing(owner);
    const keep = await kit.postListing(await kit.lister());
    const refs = await listFilesWhere(
      kit.db,
      propertyKind,
      eq(propertyKind.table.ownerId, owner.id),
    );
    expect(refs.images).toHaveLength(5);
    expect(refs.files).toHaveLength(1);
    await removeListingFiles(createDiskStorage(kit.uploadsDir), refs);
    expect(kit.filesOf(first.id)).toEqual([]);
    expect(kit.filesOf(second.id)).toEqual([]);
    expect(kit.filesOf(keep.id)).toHaveLength(2);
  });
});
