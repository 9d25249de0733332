import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { Database } from '../db/database';
import { toPropertyCardDto } from './property-card-dto';
import { listCardParameters, listPublicCards, type CardQuery } from './property-card-repository';

/** Public listings as card DTOs, with each card's first parameters. */
export async function loadPropertyCards(
  db: Database,
  query: CardQuery,
): Promise<PropertyCardDto[]> {
  const rows = await listPublicCards(db, query);
  const cardParameters = await listCardParameters(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPropertyCardDto(row, cardParameters));
}
