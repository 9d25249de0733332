import { describe, expect, it } from 'vitest';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertProperty } from '../../support/factories';
import { documentFile, photo, setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

describe('post_property', () => {
  it('creates the listing with its parameters, facilities, gallery and documents (201)', async () => {
    const owner = await kit.lister();
    const catalogue = await kit.catalogue();
    const [bedrooms, area] = catalogue.parameterIds;
    const [school, metro] = catalogue.facilityIds;
    const response = await kit.post(
      owner.token,
      kit.fields(catalogue, {
        property_type: 'rent',
        rentduration: 'monthly',
        price: '1200',
        client_address: 'Ring twice',
        video_link: 'https://video.example.com/tour',
        meta_title: 'Sunny flat in Lisbon',
        meta_description: 'A sunny two-bedroom flat by the river in Lisbon, close to the metro.',
        meta_keywords: 'lisbon,  river view , ,flat',
        is_premium: '1',
        parameters: JSON.stringify([
          { parameter_id: bedrooms, value: '2' },
          { parameter_id: area, value: '85' },
        ]),
        facilities: JSON.stringify([
          { facility_id: school, distance: 0.5 },
          { facility_id: metro, distance: '1.25' },
        ]),
      }),
      [
        await photo('title_image'),
        await photo('gallery_images[]', 500, 400, 'one.png'),
        await photo('gallery_images[]', 500, 400, 'two.png'),
        await photo('meta_image', 1200, 630),
        await photo('three_d_image', 2000, 1000),
        documentFile('../../etc/Floor plan.pdf'),
      ],
    );
    expect(response.status).toBe(201);
    const saved = dataOf(response);
    expect(saved).toEqual({
      id: expect.any(Number),
      slug_id: 'sunny-flat-by-the-river',
      review_status: 'pending',
      rejection_reason: null,
      changes_in_review: false,
    });

    const { row, images, documents, parameters, facilities } = await kit.snapshot(saved.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      categoryId: catalogue.categoryId,
      title: 'Sunny flat by the river',
      price: '1200.00',
      propertyType: 'rent',
      rentDuration: 'monthly',
      clientAddress: 'Ring twice',
      videoLink: 'https://video.example.com/tour',
      metaKeywords: 'lisbon, river view, flat',
      isPremium: true,
      latitude: 38.7101,
      longitude: -9.1366,
      reviewStatus: 'pending',
      listingStatus: 'available',
      publishedAt: null,
      totalViews: 0,
    });
    expect(row?.titleImage).toMatch(new RegExp(`^listings/${saved.id}/[0-9a-f]{24}$`));
    expect(row?.metaImage).toMatch(/^listings\/\d+\/[0-9a-f]{24}$/);
    expect(row?.threeDImage).toMatch(/^listings\/\d+\/[0-9a-f]{24}$/);
    expect(images.map((image) => image.sequence)).toEqual([1, 2]);
    expect(documents).toEqual([
      expect.objectContaining({ name: 'Floor plan.pdf', file: expect.stringMatching(/\.pdf$/) }),
    ]);
    expect(parameters.map((p) => [p.parameterId, p.value])).toEqual([
      [bedrooms, '2'],
      [area, '85'],
    ]);
    expect(facilities.map((f) => [f.facilityId, f.distance])).toEqual([
      [school, '0.50'],
      [metro, '1.25'],
    ]);
    // 5 photos × 2 variants under listings/<id>/; a premium listing's document is private
    expect(kit.filesOf(saved.id)).toHaveLength(10);
    expect(kit.storedFiles('private', 'listings', saved.id)).toEqual([documents[0]!.file]);
  });

  it('takes the owner from the session and ignores userid and admin-only fields', async () => {
    const owner = await kit.lister();
    const other = await kit.lister();
    const catalogue = await kit.catalogue();
    const response = await kit.post(
      owner.token,
      kit.fields(catalogue, {
        userid: String(other.id),
        owner_id: String(other.id),
        review_status: 'approved',
        status: 'approved',
        listing_status: 'sold',
        is_promoted: '1',
        promoted: '1',
        total_views: '9999',
        published_at: '2020-01-01',
        rejection_reason: 'none',
      }),
      [await photo()],
    );
    const saved = dataOf(response);
    const { row } = await kit.snapshot(saved.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      reviewStatus: 'pending',
      listingStatus: 'available',
      totalViews: 0,
      publishedAt: null,
      rejectionReason: null,
    });
  });

  it('accepts a JSON body with typed values, but it needs the title photo (422)', async () => {
    const owner = await kit.lister();
    const catalogue = await kit.catalogue();
    const response = await kit.call('POST', 'post_property', {
      token: owner.token,
      json: {
        ...kit.fields(catalogue),
        price: 99.5,
        category_id: catalogue.categoryId,
        latitude: 1.5,
        longitude: 2.5,
        parameters: [{ parameter_id: catalogue.parameterIds[0], value: 3 }],
      },
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toEqual({
      title_image: expect.stringMatching(/title photo/),
    });
  });

  it('makes the slug from the title and keeps it unique (-2, -3)', async () => {
    const owner = await kit.lister();
    const title = `Casa Ãlvaro & Filhos ${Date.now()}`;
    const first = await kit.postListing(owner, { title });
    const second = await kit.postListing(owner, { title });
    const third = await kit.postListing(owner, { title });
    expect(first.slug_id).toMatch(/^casa-alvaro-filhos-\d+$/);
    expect(second.slug_id).toBe(`${first.slug_id}-2`);
    expect(third.slug_id).toBe(`${first.slug_id}-3`);
  });

  it('gives listings of the same title posted at once different slugs', async () => {
    const owner = await kit.lister();
    const catalogue = await kit.catalogue();
    const title = `Twin towers flat ${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 4 }, async () =>
        kit.post(owner.token, kit.fields(catalogue, { title }), [await photo()]),
      ),
    );
    const slugs = responses.map((response) => dataOf(response).slug_id);
    expect(new Set(slugs).size).toBe(4);
  });

  it('keeps a chosen slug, and refuses one already taken (409 on slug_id)', async () => {
    const owner = await kit.lister();
    const chosen = `my-river-home-${Date.now()}`;
    expect((await kit.postListing(owner, { slug_id: chosen })).slug_id).toBe(chosen);
    const catalogue = await kit.catalogue();
    const filesBefore = kit.allListingFiles();
    const taken = await kit.post(owner.token, kit.fields(catalogue, { slug_id: chosen }), [
      await photo(),
    ]);
    expect(taken.status).toBe(409);
    expect(failureOf(taken)).toMatchObject({
      code: 'conflict',
      errors: { slug_id: expect.any(String) },
    });
    const owned = await insertProperty(kit.db, { id: owner.id }, { id: catalogue.categoryId });
    const takenBySeed = await kit.post(
      owner.token,
      kit.fields(catalogue, { slug_id: owned.slugId }),
      [await photo()],
    );
    expect(takenBySeed.status).toBe(409);
    expect(kit.allListingFiles()).toEqual(filesBefore);
  });

  it('answers 401 without a session', async () => {
    const catalogue = await kit.catalogue();
    const response = await kit.post('', kit.fields(catalogue), [await photo()]);
    expect(response.status).toBe(401);
  });
});
