import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import type { ListingKind } from './listing-kind';

/** For list queries of a kind: the listing is in the user's favourites. */
export function isFavouriteOf(kind: ListingKind, userId: number): SQL {
  const { favourites, table } = kind;
  return sql`exists (select 1 from ${favourites} where ${qualified(favourites.userId)} = ${userId} and ${qualified(favourites.listingId)} = ${qualified(table.id)})`;
}

/** For list queries of a kind: when the user saved the listing (newest favourites first). */
export function favouritedAt(kind: ListingKind, userId: number): SQL {
  const { favourites, table } = kind;
  return sql`(select ${qualified(favourites.createdAt)} from ${favourites} where ${qualified(favourites.userId)} = ${userId} and ${qualified(favourites.listingId)} = ${qualified(table.id)})`;
}
