import { projects } from '../db/schema';
import { pageRowsWithTotal } from '../listings/listing-rows-query';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import type { Database } from '../db/database';
import { toOwnerProjectDto } from './project-dto';
import { countProjectEngagement, listProjectRows } from './project-read-repository';
import type { ListingPage, OwnerPage } from '../listings/listing-kind';

/** A page of projects in any state, as their owner (or the admin) sees them, with the total. */
export async function loadOwnerProjects(
  db: Database,
  page: ListingPage,
): Promise<OwnerPage<OwnerProjectDto>> {
  const [rows, total] = await pageRowsWithTotal(db, projects, page, listProjectRows);
  const counts = await countProjectEngagement(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toOwnerProjectDto(row, {
        favourites: counts.favourites.get(row.id) ?? 0,
        enquiries: counts.enquiries.get(row.id) ?? 0,
      }),
    ),
    total,
    ownerIds: rows.map((row) => row.ownerId),
  };
}
