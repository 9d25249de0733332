import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { listingInterests, properties } from '@/server/db/schema';
import { insertSession, insertUser } from './factories';

/** Helpers for the owner-listing and moderation tests (on top of tests/support/factories). */

/** A user with a live session: the row and its bearer token. */
export async function insertSignedInUser(
  db: Database,
  values: Parameters<typeof insertUser>[1] = {},
) {
  const user = await insertUser(db, values);
  return { user, token: await insertSession(db, user.id) };
}

/** The user pressed "I'm interested" on the listing, at `at` (default now). */
export async function insertInterest(
  db: Database,
  userId: number,
  propertyId: number,
  at: Date = new Date(),
) {
  await db.insert(listingInterests).values({ userId, propertyId, createdAt: at });
}

/** The listing's row as stored now. */
export async function readListing(db: Database, propertyId: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!row) throw new Error(`No listing ${propertyId}`);
  return row;
}

/** A moment `minutes` ago, to give listings a known order. */
export const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * 60_000);
