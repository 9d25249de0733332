import { describe, expect, it } from 'vitest';
import type { ListingFormDataDto } from '@/contracts/dto/editable-listing-dto';
import { propertyDocuments, propertyImages } from '@/server/db/schema';
import { AppError } from '@/server/core/app-error';
import { ownerPropertyRoutes } from '@/server/properties/owner-routes';
import { loadEditableListing } from '@/server/properties/load-editable-listing';
import { setUpApiTest } from '../../support/api-test-server';
import {
  insertCategory,
  insertFacility,
  insertParameter,
  insertProperty,
  insertSession,
  insertUser,
  setPropertyFacility,
  setPropertyParameter,
} from '../../support/factories';

const api = setUpApiTest({ routes: ownerPropertyRoutes });

let mobiles = 0;

/** Name, email, mobile, photo and address: a profile that may post. */
function completeProfile() {
  mobiles += 1;
  return {
    mobile: `+9715012${String(mobiles).padStart(5, '0')}`,
    profileImage: 'profiles/owner',
    address: '1 Palm Road, Dubai',
  };
}

async function ownerWithListing() {
  const db = api.db;
  const owner = await insertUser(db, completeProfile());
  const category = await insertCategory(db);
  const listing = await insertProperty(db, owner, category, {
    propertyType: 'rent',
    rentDuration: 'monthly',
    price: '4500.50',
    titleImage: 'properties/title-1',
    threeDImage: 'properties/pano-1',
    metaTitle: 'Sea view flat',
    clientAddress: 'Near the marina',
    reviewStatus: 'pending',
  });
  return { owner, category, listing };
}

function codeOf(error: unknown): string | null {
  return error instanceof AppError ? error.code : null;
}

describe('loadEditableListing', () => {
  it("returns the owner's listing with its files, parameters and facilities", async () => {
    const db = api.db;
    const { owner, category, listing } = await ownerWithListing();
    const bedrooms = await insertParameter(db, { name: 'Bedrooms' }, [{ categoryId: category.id }]);
    const school = await insertFacility(db, { name: 'School' });
    await setPropertyParameter(db, listing.id, bedrooms.id, '3');
    await setPropertyFacility(db, listing.id, school.id, '0.80');
    const [photo] = await db
      .insert(propertyImages)
      .values({ listingId: listing.id, image: 'properties/photo-1' })
      .returning();
    const [document] = await db
      .insert(propertyDocuments)
      .values({ listingId: listing.id, file: 'documents/plan.pdf', name: 'Floor plan.pdf' })
      .returning();

    const editable = await loadEditableListing(db, { userId: owner.id, slugId: listing.slugId });

    expect(editable).toMatchObject({
      id: listing.id,
      slug_id: listing.slugId,
      category_id: category.id,
      property_type: 'rent',
      rentduration: 'monthly',
      price: '4500.50',
      client_address: 'Near the marina',
      meta_title: 'Sea view flat',
      meta_description: '',
      title_image: '/api/media/properties/title-1-card.webp',
      three_d_image: '/api/media/properties/pano-1-card.webp',
      meta_image: null,
      review_status: 'pending',
      status: 'available',
    });
    expect(editable.gallery_images).toEqual([
      { id: photo!.id, url: '/api/media/properties/photo-1-card.webp' },
    ]);
    expect(editable.documents).toEqual([
      { id: document!.id, name: 'Floor plan.pdf', url: '/api/media/documents/plan.pdf' },
    ]);
    expect(editable.parameters).toEqual([{ parameter_id: bedrooms.id, value: '3' }]);
    expect(editable.facilities).toEqual([{ facility_id: school.id, distance: '0.80' }]);
  });

  it("answers not found for another user's listing and for an unknown slug", async () => {
    const { listing } = await ownerWithListing();
    const stranger = await insertUser(api.db, completeProfile());
    const asStranger = loadEditableListing(api.db, {
      userId: stranger.id,
      slugId: listing.slugId,
    });
    await expect(asStranger).rejects.toSatisfy((error) => codeOf(error) === 'not_found');
    const unknown = loadEditableListing(api.db, { userId: stranger.id, slugId: 'no-such-home' });
    await expect(unknown).rejects.toSatisfy((error) => codeOf(error) === 'not_found');
  });

  it('refuses a sold listing as locked', async () => {
    const db = api.db;
    const owner = await insertUser(db, completeProfile());
    const category = await insertCategory(db);
    const sold = await insertProperty(db, owner, category, { listingStatus: 'sold' });
    const loading = loadEditableListing(db, { userId: owner.id, slugId: sold.slugId });
    await expect(loading).rejects.toSatisfy((error) => codeOf(error) === 'listing_locked');
  });
});

describe('GET listing-form', () => {
  it('needs a session', async () => {
    const response = await api.call('GET', 'listing-form');
    expect(response.status).toBe(401);
  });

  it('gives a user with an incomplete profile only the gate', async () => {
    const { listing } = await ownerWithListing();
    const newcomer = await insertUser(api.db);
    const token = await insertSession(api.db, newcomer.id);
    const response = await api.call<ListingFormDataDto>('GET', 'listing-form', {
      token,
      query: { slug_id: listing.slugId },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      error: false,
      data: { gate: 'profile_incomplete', listing: null },
    });
  });

  it('lets a complete profile add a listing, and edit only its own', async () => {
    const { owner, listing } = await ownerWithListing();
    const token = await insertSession(api.db, owner.id);
    const adding = await api.call<ListingFormDataDto>('GET', 'listing-form', { token });
    expect(adding.body).toMatchObject({ data: { gate: null, listing: null } });

    const editing = await api.call<ListingFormDataDto>('GET', 'listing-form', {
      token,
      query: { slug_id: listing.slugId },
    });
    expect(editing.body).toMatchObject({ data: { gate: null, listing: { id: listing.id } } });

    const stranger = await insertUser(api.db, completeProfile());
    const strangerToken = await insertSession(api.db, stranger.id);
    const foreign = await api.call('GET', 'listing-form', {
      token: strangerToken,
      query: { slug_id: listing.slugId },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers 409 listing_locked for a rented listing and 422 for a malformed slug', async () => {
    const db = api.db;
    const owner = await insertUser(db, completeProfile());
    const rented = await insertProperty(db, owner, await insertCategory(db), {
      propertyType: 'rent',
      rentDuration: 'yearly',
      listingStatus: 'rented',
    });
    const token = await insertSession(db, owner.id);
    const locked = await api.call('GET', 'listing-form', {
      token,
      query: { slug_id: rented.slugId },
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ error: true, code: 'listing_locked' });
    const malformed = await api.call('GET', 'listing-form', {
      token,
      query: { slug_id: 'Not A Slug' },
    });
    expect(malformed.status).toBe(422);
  });
});
