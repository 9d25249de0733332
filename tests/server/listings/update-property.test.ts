import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, properties } from '@/server/db/schema';
import { variantKey } from '@/server/storage/image-variants';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import {
  documentFile,
  photo,
  setUpListingTestKit,
  type Lister,
} from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const photoFiles = (imageKey: string | null | undefined) =>
  (['card', 'large'] as const).map((variant) =>
    path.join(kit.uploadsDir, variantKey(imageKey ?? 'missing', variant)),
  );
const exists = (files: string[]) => files.map((file) => fs.existsSync(file));

/** A listing with a title photo, two gallery photos, a 3D image and two documents. */
async function fullListing(owner: Lister, overrides: Record<string, string> = {}) {
  const saved = await kit.postListing(owner, overrides, [
    await photo('title_image'),
    await photo('gallery_images'),
    await photo('gallery_images'),
    await photo('three_d_image', 1000, 500),
    await photo('meta_image'),
    documentFile('one.pdf'),
    documentFile('two.pdf'),
  ]);
  return { saved, before: await kit.snapshot(saved.id) };
}

describe('update_post_property', () => {
  it('changes only the fields sent', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner, {
      client_address: 'Ring twice',
      meta_keywords: 'river, flat',
    });
    const response = await kit.update(owner.token, {
      id: String(saved.id),
      title: 'Renamed flat',
      price: '199999.99',
      client_address: '',
      userid: '1',
      review_status: 'approved',
    });
    expect(response.status).toBe(200);
    const after = await kit.snapshot(saved.id);
    expect(after.row).toMatchObject({
      ...before.row,
      title: 'Renamed flat',
      price: '199999.99',
      clientAddress: null,
      reviewStatus: 'pending',
      updatedAt: expect.any(Date),
      // The generated search vector follows the new title.
      searchVector: expect.stringContaining("'renam':1A"),
    });
    expect(after.images).toEqual(before.images);
    expect(after.documents).toEqual(before.documents);
    expect(after.row?.slugId).toBe(saved.slug_id);
  });

  it('replaces parameters and facilities when sent, and keeps them when not', async () => {
    const owner = await kit.lister();
    const catalogue = await kit.catalogue();
    const [bedrooms, area] = catalogue.parameterIds;
    const [school] = catalogue.facilityIds;
    const saved = dataOf(
      await kit.post(
        owner.token,
        kit.fields(catalogue, {
          parameters: JSON.stringify([{ parameter_id: bedrooms, value: '2' }]),
          facilities: JSON.stringify([{ facility_id: school, distance: 2 }]),
        }),
        [await photo()],
      ),
    );
    await kit.update(owner.token, { id: String(saved.id), title: 'Still two bedrooms' });
    expect((await kit.snapshot(saved.id)).parameters).toHaveLength(1);
    await kit.update(owner.token, {
      id: String(saved.id),
      parameters: JSON.stringify([{ parameter_id: area, value: '70' }]),
      facilities: '[]',
    });
    const after = await kit.snapshot(saved.id);
    expect(after.parameters.map((p) => [p.parameterId, p.value])).toEqual([[area, '70']]);
    expect(after.facilities).toEqual([]);
  });

  it('switches sell to rent only with a rent duration, and drops it back for sell', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    const missing = await kit.update(owner.token, { id: String(saved.id), property_type: 'rent' });
    expect(failureOf(missing).errors).toEqual({
      rentduration: 'Choose how often the rent is paid',
    });
    await kit.update(owner.token, {
      id: String(saved.id),
      property_type: 'rent',
      rentduration: 'yearly',
    });
    expect((await kit.snapshot(saved.id)).row?.rentDuration).toBe('yearly');
    await kit.update(owner.token, { id: String(saved.id), price: '900' });
    expect((await kit.snapshot(saved.id)).row?.rentDuration).toBe('yearly');
    await kit.update(owner.token, { id: String(saved.id), property_type: 'sell' });
    expect((await kit.snapshot(saved.id)).row).toMatchObject({
      propertyType: 'sell',
      rentDuration: null,
    });
  });

  it('replaces the title image and removes the old one’s files after saving', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    const response = await kit.update(owner.token, { id: String(saved.id) }, [
      await photo('title_image', 800, 600),
    ]);
    expect(response.status).toBe(200);
    const after = await kit.snapshot(saved.id);
    expect(after.row?.titleImage).not.toBe(before.row?.titleImage);
    expect(exists(photoFiles(after.row?.titleImage))).toEqual([true, true]);
    expect(exists(photoFiles(before.row?.titleImage))).toEqual([false, false]);
    expect(after.row?.threeDImage).toBe(before.row?.threeDImage);
    expect(after.row?.metaImage).toBe(before.row?.metaImage);
  });

  it('adds gallery photos and documents, and removes the ones asked for', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    const [keptPhoto, goingPhoto] = before.images;
    const [goingDocument, keptDocument] = before.documents;
    const response = await kit.update(
      owner.token,
      {
        id: String(saved.id),
        remove_gallery_images: String(goingPhoto!.id),
        remove_documents: `${goingDocument!.id}`,
      },
      [await photo('gallery_images[]'), documentFile('three.pdf')],
    );
    expect(response.status).toBe(200);
    const after = await kit.snapshot(saved.id);
    expect(after.images.map((image) => image.id)).toEqual([keptPhoto!.id, expect.any(Number)]);
    expect(after.images[1]!.sequence).toBeGreaterThan(keptPhoto!.sequence);
    expect(after.documents.map((doc) => doc.name)).toEqual(['two.pdf', 'three.pdf']);
    expect(after.documents[0]!.id).toBe(keptDocument!.id);
    expect(exists(photoFiles(goingPhoto!.image))).toEqual([false, false]);
    expect(fs.existsSync(path.join(kit.uploadsDir, goingDocument!.file))).toBe(false);
    expect(fs.existsSync(path.join(kit.uploadsDir, keptDocument!.file))).toBe(true);
    expect(exists(photoFiles(after.images[1]!.image))).toEqual([true, true]);
  });

  it('refuses to remove photos or documents of another listing', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    const other = await fullListing(owner);
    const response = await kit.update(owner.token, {
      id: String(saved.id),
      title: 'Nope',
      remove_gallery_images: `${before.images[0]!.id},${other.before.images[0]!.id}`,
      remove_documents: String(other.before.documents[0]!.id),
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toEqual({
      remove_gallery_images: `These photos are not part of this listing: ${other.before.images[0]!.id}`,
      remove_documents: `These documents are not part of this listing: ${other.before.documents[0]!.id}`,
    });
    expect(await kit.snapshot(saved.id)).toEqual(before);
    expect(await kit.snapshot(other.saved.id)).toEqual(other.before);
  });

  it('keeps a listing within 30 gallery photos and 10 documents', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    const files = kit.filesOf(saved.id);
    const tooMany = await Promise.all(
      Array.from({ length: 29 }, () => photo('gallery_images', 130, 130)),
    );
    const response = await kit.update(owner.token, { id: String(saved.id) }, tooMany);
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toEqual({
      gallery_images: 'A listing holds at most 30 gallery photos; this one would have 31',
    });
    const documents = Array.from({ length: 9 }, (_, i) => documentFile(`d${i}.pdf`));
    const docs = await kit.update(owner.token, { id: String(saved.id) }, documents);
    expect(failureOf(docs).errors).toEqual({
      documents: 'A listing holds at most 10 documents; this one would have 11',
    });
    expect(await kit.snapshot(saved.id)).toEqual(before);
    expect(kit.filesOf(saved.id)).toEqual(files);
    const swap = await kit.update(
      owner.token,
      { id: String(saved.id), remove_gallery_images: String(before.images[0]!.id) },
      tooMany,
    );
    expect(swap.status).toBe(200);
    expect((await kit.snapshot(saved.id)).images).toHaveLength(30);
  });

  it('removes the 3D image with remove_three_d_image, files included', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    expect(exists(photoFiles(before.row?.threeDImage))).toEqual([true, true]);
    const response = await kit.update(owner.token, {
      id: String(saved.id),
      remove_three_d_image: '1',
    });
    expect(response.status).toBe(200);
    expect((await kit.snapshot(saved.id)).row?.threeDImage).toBeNull();
    expect(exists(photoFiles(before.row?.threeDImage))).toEqual([false, false]);
  });

  it('keeps new files out of storage when the edit is refused', async () => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    const files = kit.filesOf(saved.id);
    const response = await kit.update(
      owner.token,
      { id: String(saved.id), category_id: '1999999999' },
      [await photo('title_image'), await photo('gallery_images'), documentFile()],
    );
    expect(response.status).toBe(422);
    expect(kit.filesOf(saved.id)).toEqual(files);
    expect(await kit.snapshot(saved.id)).toEqual(before);
  });

  it('keeps a listing in a category staff switched off, but moves none into it and posts none', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    const [listing] = await kit.db
      .select({ categoryId: properties.categoryId })
      .from(properties)
      .where(eq(properties.id, saved.id));
    const offCategory = listing!.categoryId;
    await kit.db.update(categories).set({ isActive: false }).where(eq(categories.id, offCategory));

    const stays = await kit.update(owner.token, {
      id: String(saved.id),
      category_id: String(offCategory),
      title: 'Still here',
    });
    expect(stays.status).toBe(200);

    const other = await kit.postListing(owner);
    const moves = await kit.update(owner.token, {
      id: String(other.id),
      category_id: String(offCategory),
    });
    expect(moves.status).toBe(422);
    expect(failureOf(moves).errors).toHaveProperty('category_id');

    const posted = await kit.post(
      owner.token,
      { ...kit.fields(await kit.catalogue()), category_id: String(offCategory) },
      [await photo()],
    );
    expect(posted.status).toBe(422);
    expect(failureOf(posted).errors).toHaveProperty('category_id');
  });

  it('deletes the listing with action_type=1', async () => {
    const owner = await kit.lister();
    const { saved } = await fullListing(owner);
    const response = await kit.update(owner.token, { id: String(saved.id), action_type: '1' });
    expect(response.status).toBe(200);
    expect((await kit.snapshot(saved.id)).row).toBeNull();
    expect(kit.filesOf(saved.id)).toEqual([]);
  });

  it.each(['sold', 'rented'] as const)('refuses to edit a %s listing (409)', async (status) => {
    const owner = await kit.lister();
    const { saved, before } = await fullListing(owner);
    await kit.db
      .update(properties)
      .set({ listingStatus: status })
      .where(eq(properties.id, saved.id));
    const locked = { ...(await kit.snapshot(saved.id)) };
    const response = await kit.update(owner.token, { id: String(saved.id), title: 'New' }, [
      await photo('gallery_images'),
    ]);
    expect(response.status).toBe(409);
    expect(failureOf(response).code).toBe('listing_locked');
    expect(await kit.snapshot(saved.id)).toEqual(locked);
    expect(kit.filesOf(saved.id)).toHaveLength(before.images.length * 2 + 6 + 2);
  });

  it('lets the slug change until the listing is published, never to a taken one', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner);
    const other = await kit.postListing(owner);
    const taken = await kit.update(owner.token, { id: String(saved.id), slug_id: other.slug_id });
    expect(taken.status).toBe(409);
    const fresh = `fresh-slug-${saved.id}`;
    expect(
      dataOf(await kit.update(owner.token, { id: String(saved.id), slug_id: fresh })),
    ).toMatchObject({
      slug_id: fresh,
    });
    await kit.db
      .update(properties)
      .set({ publishedAt: new Date() })
      .where(eq(properties.id, saved.id));
    const published = await kit.update(owner.token, {
      id: String(saved.id),
      slug_id: `${fresh}-again`,
    });
    expect(failureOf(published).errors).toEqual({
      slug_id: 'The web address of a published listing cannot change',
    });
    // Sending the current slug back (as an edit form does) is fine.
    expect((await kit.update(owner.token, { id: String(saved.id), slug_id: fresh })).status).toBe(
      200,
    );
  });

  it('answers 404 for an unknown listing', async () => {
    const owner = await kit.lister();
    const response = await kit.update(owner.token, { id: '1999999999', title: 'x' });
    expect(response.status).toBe(404);
  });
});
