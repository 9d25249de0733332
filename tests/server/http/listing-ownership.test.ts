import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@/server/http/routes';
import { failureOf } from '../../support/accounts-test-kit';
import {
  documentFile,
  photo,
  setUpListingTestKit,
  type Lister,
  type ListingSnapshot,
} from '../../support/listing-test-kit';

/**
 * Only the owner of a listing (or an admin) may change it: every call that acts on one
 * listing answers 403 `forbidden` to another signed-in user and leaves the listing exactly as
 * it was (row, photos, documents, parameters, facilities, stored files).
 */
const kit = setUpListingTestKit();

interface OwnershipCase {
  method: 'GET' | 'POST';
  path: string;
  /** The request, for the listing `id`. */
  input(id: number): Record<string, string>;
}

const cases: OwnershipCase[] = [
  {
    method: 'POST',
    path: 'update_post_property',
    input: (id) => ({ id: String(id), title: 'Hijacked', price: '1', remove_three_d_image: '1' }),
  },
  {
    method: 'POST',
    path: 'update_post_property',
    input: (id) => ({ id: String(id), action_type: '1' }),
  },
  { method: 'POST', path: 'delete_property', input: (id) => ({ id: String(id) }) },
  {
    method: 'POST',
    path: 'update_property_status',
    input: (id) => ({ property_id: String(id), status: 'inactive' }),
  },
  {
    method: 'POST',
    path: 'change-property-status',
    input: (id) => ({ property_id: String(id), status: 'sold' }),
  },
  { method: 'GET', path: 'get_interested_users', input: (id) => ({ property_id: String(id) }) },
];

/** The calls of this list that are in the route table (later issues add the others). */
const presentCases = cases
  .filter((c) => apiRoutes.some((route) => route.method === c.method && route.path === c.path))
  .map((c) => [`${c.method} ${c.path} (${Object.keys(c.input(0)).join(', ')})`, c] as const);

let owner: Lister;
let stranger: Lister;

beforeAll(async () => {
  owner = await kit.lister();
  stranger = await kit.lister();
});

function callAs(lister: Lister, c: OwnershipCase, id: number) {
  const input = c.input(id);
  if (c.method === 'GET') return kit.call('GET', c.path, { token: lister.token, query: input });
  return kit.call('POST', c.path, { token: lister.token, json: input });
}

async function listingWithEverything(): Promise<{ id: number; before: ListingSnapshot }> {
  const saved = await kit.postListing(owner, {}, [
    await photo('title_image'),
    await photo('gallery_images'),
    await photo('three_d_image', 800, 400),
    documentFile(),
  ]);
  return { id: saved.id, before: await kit.snapshot(saved.id) };
}

describe('listing ownership', () => {
  it('covers the listing edit and delete calls', () => {
    expect(presentCases.map(([, c]) => c.path)).toEqual(
      expect.arrayContaining(['update_post_property', 'delete_property']),
    );
  });

  it.each(presentCases)('%s: another user gets 403, the listing is unchanged', async (_n, c) => {
    const { id, before } = await listingWithEverything();
    const files = kit.filesOf(id);
    const response = await callAs(stranger, c, id);
    expect(response.status).toBe(403);
    expect(failureOf(response).code).toBe('forbidden');
    expect(await kit.snapshot(id)).toEqual(before);
    expect(kit.filesOf(id)).toEqual(files);
  });

  it('refuses another user’s files sent along with an edit, storing nothing', async () => {
    const { id, before } = await listingWithEverything();
    const all = kit.allListingFiles();
    const response = await kit.update(stranger.token, { id: String(id) }, [
      await photo('title_image'),
      await photo('gallery_images'),
    ]);
    expect(response.status).toBe(403);
    expect(await kit.snapshot(id)).toEqual(before);
    expect(kit.allListingFiles()).toEqual(all);
  });

  it('lets an admin edit and delete someone else’s listing', async () => {
    const admin = await kit.admin();
    const { id } = await listingWithEverything();
    const edited = await kit.update(admin.token, { id: String(id), title: 'Fixed by admin' });
    expect(edited.status).toBe(200);
    expect((await kit.snapshot(id)).row?.title).toBe('Fixed by admin');
    const removed = await kit.call('POST', 'delete_property', {
      token: admin.token,
      json: { id },
    });
    expect(removed.status).toBe(200);
    expect((await kit.snapshot(id)).row).toBeNull();
  });
});
