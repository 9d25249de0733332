import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { favourites, listingInterests, properties } from '@/server/db/schema';
import { setUpAccountsTestKit } from '../../support/accounts-test-kit';
import { insertListingOwner, insertSession, insertUser } from '../../support/factories';

const kit = setUpAccountsTestKit();

/** Two public listings by an owner, each liked by an extra user besides the one that goes. */
async function likedListings() {
  const db = kit.handle.db;
  const { listing: insertListing } = await insertListingOwner(db);
  const listings = [await insertListing(), await insertListing()];
  const other = await insertUser(db);
  const otherToken = await insertSession(db, other.id);
  for (const listing of listings) {
    const response = await kit.call('POST', 'add_favourite', {
      token: otherToken,
      json: { property_id: listing.id, type: 1 },
    });
    expect(response.status).toBe(200);
  }
  return listings;
}

async function likesOf(ids: number[]): Promise<number[]> {
  const rows = await kit.handle.db
    .select({ id: properties.id, totalLikes: properties.totalLikes })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(properties.id);
  return rows.map((row) => row.totalLikes);
}

async function leavingUserWhoLikes(listingIds: number[]) {
  const user = await insertUser(kit.handle.db);
  const token = await insertSession(kit.handle.db, user.id);
  for (const id of listingIds) {
    await kit.call('POST', 'add_favourite', { token, json: { property_id: id, type: 1 } });
    await kit.call('POST', 'interested_users', { token, json: { property_id: id, type: 1 } });
  }
  return { user, token };
}

describe('delete_user and the likes of the listings the account saved', () => {
  it('removes its favourites and interest and lowers each liked listing’s total_likes', async () => {
    const listings = await likedListings();
    const ids = listings.map((listing) => listing.id);
    const leaving = await leavingUserWhoLikes(ids);
    expect(await likesOf(ids)).toEqual([2, 2]);

    const response = await kit.call('POST', 'delete_user', {
      token: leaving.token,
      json: { userid: leaving.user.id },
    });
    expect(response.status).toBe(200);

    expect(await likesOf(ids)).toEqual([1, 1]);
    const db = kit.handle.db;
    expect(
      await db.select().from(favourites).where(eq(favourites.userId, leaving.user.id)),
    ).toHaveLength(0);
    expect(
      await db.select().from(listingInterests).where(eq(listingInterests.userId, leaving.user.id)),
    ).toHaveLength(0);
  });

  it('does the same when the account is kept anonymised', async () => {
    const db = kit.handle.db;
    await db.execute(
      sql`create table kept_likes_records (user_id integer not null references users(id) on delete restrict)`,
    );
    const listings = await likedListings();
    const ids = listings.map((listing) => listing.id);
    const leaving = await leavingUserWhoLikes(ids);
    await db.execute(sql`insert into kept_likes_records (user_id) values (${leaving.user.id})`);

    const response = await kit.call('POST', 'delete_user', {
      token: leaving.token,
      json: { userid: leaving.user.id },
    });
    expect(response.status).toBe(200);

    expect(await likesOf(ids)).toEqual([1, 1]);
    expect(
      await db.select().from(favourites).where(eq(favourites.userId, leaving.user.id)),
    ).toHaveLength(0);
    await db.execute(sql`drop table kept_likes_records`);
  });
});
