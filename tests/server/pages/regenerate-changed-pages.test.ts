import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCategory, insertProperty } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSignedInUser } from '../../support/owner-listing-kit';

/**
 * Writes regenerate the static pages they change, in every language, before answering. Next's
 * own `res.revalidate` is what the app passes in (server/http/next-api-entry.ts); here the
 * pipeline runs without Next, so the pages asked for are recorded. The browser tests check the
 * regenerated pages themselves (tests/e2e/listing-pages.spec.ts).
 */
let regenerated: string[] = [];
let failing = false;
const api = setUpApiTest({
  revalidatePage: async (path) => {
    if (failing) throw new Error('the page could not be rendered');
    regenerated.push(path);
  },
});
let owner: { user: { id: number }; token: string };
let adminToken = '';
let categoryId = 0;

beforeAll(async () => {
  owner = await insertSignedInUser(api.db);
  adminToken = (await insertSignedInUser(api.db, { role: 'admin' })).token;
  categoryId = (await insertCategory(api.db)).id;
});

beforeEach(() => {
  regenerated = [];
  failing = false;
});

const listing = (slugId: string) =>
  insertProperty(api.db, owner.user, { id: categoryId }, { slugId });

describe('pages regenerated after a write', () => {
  it("regenerates a listing's page in English and Arabic when its owner switches it off", async () => {
    const row = await listing('quiet-flat');
    const answer = await api.call('POST', 'change-property-status', {
      token: owner.token,
      json: { property_id: row.id, status: 'inactive' },
    });
    expect(answer.status).toBe(200);
    expect(regenerated.sort()).toEqual([
      '/ar/properties-details/quiet-flat',
      '/properties-details/quiet-flat',
    ]);
  });

  it('regenerates the page of a listing the admin reviews, and of one deleted', async () => {
    const reviewed = await listing('reviewed-flat');
    await api.call('POST', 'admin/review-listing', {
      token: adminToken,
      json: { property_id: reviewed.id, decision: 'rejected', reason: 'Blurry photos' },
    });
    expect(regenerated).toContain('/properties-details/reviewed-flat');

    regenerated = [];
    const deleted = await listing('deleted-flat');
    const answer = await api.call('POST', 'delete_property', {
      token: owner.token,
      json: { id: deleted.id },
    });
    expect(answer.status).toBe(200);
    expect(regenerated.sort()).toEqual([
      '/ar/properties-details/deleted-flat',
      '/properties-details/deleted-flat',
    ]);
  });

  it("regenerates every page of an owner's listings when the owner's name changes", async () => {
    const seller = await insertSignedInUser(api.db);
    await insertProperty(api.db, seller.user, { id: categoryId }, { slugId: 'first-flat' });
    await insertProperty(api.db, seller.user, { id: categoryId }, { slugId: 'second-flat' });
    const answer = await api.call('POST', 'update_profile', {
      token: seller.token,
      json: { name: 'A New Name' },
    });
    expect(answer.status).toBe(200);
    expect(regenerated.sort()).toEqual([
      '/ar/properties-details/first-flat',
      '/ar/properties-details/second-flat',
      '/properties-details/first-flat',
      '/properties-details/second-flat',
    ]);
  });

  it('regenerates nothing for a refused write or a read', async () => {
    const row = await listing('untouched-flat');
    const stranger = await insertSignedInUser(api.db);
    await api.call('POST', 'change-property-status', {
      token: stranger.token,
      json: { property_id: row.id, status: 'inactive' },
    });
    await api.call('GET', 'get-property-list');
    expect(regenerated).toEqual([]);
  });

  it('keeps a write that succeeded when its page cannot be regenerated', async () => {
    const row = await listing('stubborn-flat');
    failing = true;
    const answer = await api.call('POST', 'change-property-status', {
      token: owner.token,
      json: { property_id: row.id, status: 'inactive' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, data: { is_active: false } });
  });
});
