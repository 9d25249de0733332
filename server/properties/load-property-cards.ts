import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { Database } from '../db/database';
import { toPropertyCardDto } from './property-card-dto';
import {
  listCards,
  listFavouriteIds,
  listPublicCardsByIds,
  selectPublicIds,
  type CardQuery,
  type PropertyCardRow,
} from './property-card-repository';

export interface LoadCardsOptions {
  /** A signed-in viewer's cards say whether each listing is in their favourites. */
  viewerId?: number | null;
  /**
   * Skip the visibility rule: only for the owner's or an admin's own listings, with `where`
   * naming them.
   */
  includeHidden?: boolean;
}

/** Listings as card DTOs, with each card's first parameters (public listings unless told). */
export async function loadPropertyCards(
  db: Database,
  query: CardQuery,
  options: LoadCardsOptions = {},
): Promise<PropertyCardDto[]> {
  const [cards = []] = await loadPropertyCardLists(db, [query], options);
  return cards;
}

/**
 * Several lists of cards at once (a page and the promoted slot). Public lists are read in two
 * steps: the ids of each list, in parallel (small statements the indexes answer), then every
 * card in one prepared statement that PostgreSQL plans once per connection — planning the card
 * query costs more than running it. A list without the visibility rule is one card query. Last,
 * a signed-in viewer's favourite flags in one query.
 */
export async function loadPropertyCardLists(
  db: Database,
  queries: readonly CardQuery[],
  options: LoadCardsOptions = {},
): Promise<PropertyCardDto[][]> {
  if (options.includeHidden !== true) {
    const idLists = await Promise.all(
      queries.map(async (query) => (await selectPublicIds(db, query)).map((row) => row.id)),
    );
    return loadPublicCardsByIds(db, idLists, options);
  }
  const lists = await Promise.all(queries.map((query) => readRowsOfAnyListing(db, query)));
  return toCardLists(db, lists, options.viewerId ?? null);
}

/**
 * Lists of public listings named by id (a search's page and promoted slot, picked first), as
 * card DTOs in the lists' order: all of them in one statement, then a signed-in viewer's
 * favourite flags in one query.
 */
export async function loadPublicCardsByIds(
  db: Database,
  idLists: readonly (readonly number[])[],
  options: Pick<LoadCardsOptions, 'viewerId'> = {},
): Promise<PropertyCardDto[][]> {
  const rows = new Map(
    (await listPublicCardsByIds(db, [...new Set(idLists.flat())])).map((row) => [row.id, row]),
  );
  const lists = idLists.map((list) => list.flatMap((id) => rows.get(id) ?? []));
  return toCardLists(db, lists, options.viewerId ?? null);
}

/** Rows as card DTOs; a signed-in viewer's say whether each is a favourite (one query). */
async function toCardLists(
  db: Database,
  lists: readonly PropertyCardRow[][],
  viewerId: number | null,
): Promise<PropertyCardDto[][]> {
  const ids = [...new Set(lists.flat().map((row) => row.id))];
  const favouriteIds = viewerId ? await listFavouriteIds(db, viewerId, ids) : null;
  return lists.map((rows) =>
    rows.map((row) => {
      const card = toPropertyCardDto(row);
      return favouriteIds ? { ...card, is_favourite: favouriteIds.has(row.id) } : card;
    }),
  );
}

function readRowsOfAnyListing(db: Database, query: CardQuery): Promise<PropertyCardRow[]> {
  if (!query.where) throw new Error('Cards without the visibility rule need a where clause');
  return listCards(db, { ...query, where: query.where });
}
