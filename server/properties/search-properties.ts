import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { searchTotalCap } from '@/contracts/property-list-options';
import type { PropertySort, SearchPropertiesQuery } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { readThroughIndexes } from '../db/read-through-indexes';
import type { Viewer } from '../core/route';
import { loadPublicCardsByIds } from './load-property-cards';
import { correctSearchText } from './correct-search-text';
import { countPublicListingsUpTo } from './property-card-repository';
import { buildPropertySearch, hasSearchText, planSearchQueries } from './property-search-query';
import { selectPageIds } from './select-page-ids';

export interface SearchOptions {
  /** Only this owner's public listings (`get_property` with `userid`). */
  ownerId?: number;
  /** An order that wins over the query's (`get_property` with `top_rated`). */
  sort?: PropertySort;
  /**
   * Also answer the promoted slot: up to three matching listings with a running
   * advertisement, in the page's order (get-property-list and the list page).
   */
  withPromotedSlot?: boolean;
}

/**
 * `get-property-list`: public listings matching every filter in the order asked for (newest
 * first by default, by relevance with free text), a page of cards and the total — exact up
 * to 1,000, beyond that 1,000 with `total_is_capped`. Free text is full-text search; when it
 * finds nothing, its misspelt words are corrected to the closest words of listings' titles
 * (trigram similarity) and it is searched again. Promoted listings keep their
 * place in the order (marked `promoted`); with `withPromotedSlot`, up to three of them also
 * come apart in `promoted_properties`, for the slot above the results. A signed-in viewer's
 * cards carry `is_favourite`.
 */
export async function searchProperties(
  db: Database,
  query: SearchPropertiesQuery,
  viewer: Viewer | null,
  options: SearchOptions = {},
): Promise<PropertyListDto> {
  const found = await searchWith(db, query, viewer, options);
  if (found.total > 0 || !hasSearchText(query)) return found;
  const corrected = await correctSearchText(db, query.search ?? '');
  return corrected ? searchWith(db, { ...query, search: corrected }, viewer, options) : found;
}

/**
 * One search that reads through indexes only (readThroughIndexes), in three steps: the capped
 * count; then — shaped by it (planSearchQueries) — the ids of the page and of the slot, side by
 * side, none when nothing matches and no page past the last match (the public indexes hold
 * every column a filter or an order reads, so these read no listing rows); last, the cards of
 * those ids in one prepared statement.
 */
async function searchWith(
  db: Database,
  query: SearchPropertiesQuery,
  viewer: Viewer | null,
  options: SearchOptions,
): Promise<PropertyListDto> {
  const plan = buildPropertySearch(query, { sort: options.sort, ownerId: options.ownerId });
  const withSlot = options.withPromotedSlot === true && query.promoted !== 1;
  return readThroughIndexes(db, async (tx) => {
    const matches = await countPublicListingsUpTo(tx, plan.where, searchTotalCap);
    const queries = planSearchQueries(plan, matches, {
      withPromotedSlot: withSlot,
      limit: query.limit,
      offset: query.offset,
    });
    const hasPage = matches.isCapped || query.offset < matches.total;
    const lists = [
      ...(hasPage ? [queries.page] : []),
      ...(queries.slot && matches.total > 0 ? [queries.slot] : []),
    ];
    const idLists = await Promise.all(
      lists.map(async (list) => (await selectPageIds(tx, list)).map((row) => row.id)),
    );
    const loaded = await loadPublicCardsByIds(tx, idLists, { viewerId: viewer?.userId ?? null });
    const data = hasPage ? (loaded.shift() ?? []) : [];
    return {
      data,
      total: matches.total,
      total_is_capped: matches.isCapped,
      ...(withSlot ? { promoted_properties: loaded[0] ?? [] } : {}),
    };
  });
}
