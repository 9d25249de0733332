import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** What the listing gates and the review rule need to know of a user. */
export async function findLister(db: Database, userId: number) {
  const [row] = await db
    .select({
      role: users.role,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      profileImage: users.profileImage,
      address: users.address,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The owners of listings (name and email), for the admin's review queue. */
export async function findListingOwners(db: Database, ownerIds: readonly number[]) {
  if (ownerIds.length === 0) return new Map<number, { name: string; email: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ownerIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}
