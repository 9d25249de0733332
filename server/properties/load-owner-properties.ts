import { properties } from '../db/schema';
import { pageRowsWithTotal } from '../listings/listing-rows-query';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { Database } from '../db/database';
import type { ListingPage, OwnerPage } from '../listings/listing-kind';
import { toOwnerListingDto } from './owner-property-dto';
import { listOwnerListings } from './owner-property-repository';

/** A page of properties in any state, as their owner and the admin see them. */
export async function loadOwnerProperties(
  db: Database,
  page: ListingPage,
): Promise<OwnerPage<OwnerListingDto>> {
  const [rows, total] = await pageRowsWithTotal(db, properties, page, listOwnerListings);
  return { data: rows.map(toOwnerListingDto), ownerIds: rows.map((row) => row.ownerId), total };
}
