import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { findFavouriteIds } from '../listings/listing-repository';
import { toProjectCardDto } from './project-dto';
import { projectKind } from './project-kind';
import type { ProjectRow } from './project-read-repository';

/** Project rows as cards, each saying whether the signed-in viewer saved it. */
export async function toProjectCards(
  db: Database,
  rows: readonly ProjectRow[],
  viewer: Viewer | null,
): Promise<ProjectCardDto[]> {
  const ids = rows.map((row) => row.id);
  const favourites = viewer
    ? await findFavouriteIds(db, projectKind, viewer.userId, ids)
    : undefined;
  return rows.map((row) => toProjectCardDto(row, favourites));
}
