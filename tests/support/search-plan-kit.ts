import { sql, type SQLWrapper } from 'drizzle-orm';
import { make, sorters } from 'covertable';
import type { SearchPropertiesQuery } from '@/contracts/requests/property-requests';
import { searchPropertiesSchema } from '@/contracts/requests/property-requests';
import { searchTotalCap } from '@/contracts/property-list-options';
import type { Database } from '@/server/db/database';
import { readThroughIndexes } from '@/server/db/read-through-indexes';
import {
  countPublicListingsUpTo,
  selectCappedPublicCount,
} from '@/server/properties/property-card-repository';
import {
  buildPropertySearch,
  planSearchQueries,
  type PageQuery,
} from '@/server/properties/property-search-query';
import { selectPageIds } from '@/server/properties/select-page-ids';

/**
 * The query plans of get-property-list over a pairwise set of its parameters' combinations:
 * every pair of values of any two parameters (type × city, city × sort, sort × offset, text ×
 * parameter …) appears in at least one search. Drawn with covertable from a fixed seed, so
 * the same searches run every time; the values come from the seeded data (the largest and a
 * tail city, a large and a small category …).
 */

/** Values picked from the data: see readSearchValues. */
export interface SearchValues {
  largestCity: string;
  middleCity: string;
  tailCity: string;
  largeState: string;
  smallState: string;
  largeCountry: string;
  smallCountry: string;
  largeCategory: { id: number; slug: string };
  smallCategory: { id: number; slug: string };
  numberParameter: { id: number; value: string };
  choiceParameter: { id: number; value: string };
}

type Rows<T> = { rows: T[] };

async function rows<T>(db: Database, query: SQLWrapper): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const publicOnly = sql`review_status = 'approved' and is_active`;

async function rankedPlaces(db: Database, column: 'city' | 'state' | 'country') {
  return rows<{ name: string; listings: number }>(
    db,
    sql`select ${sql.identifier(column)} as name, count(*)::int as listings from properties
        where ${publicOnly} group by 1 order by 2 desc, 1`,
  );
}

/** The largest, a middle and a small city (and state, country), category and parameters. */
export async function readSearchValues(db: Database): Promise<SearchValues> {
  const cities = await rankedPlaces(db, 'city');
  const states = await rankedPlaces(db, 'state');
  const countries = await rankedPlaces(db, 'country');
  const categories = await rows<{ id: number; slug: string; listings: number }>(
    db,
    sql`select c.id, c.slug_id as slug, count(p.id)::int as listings from categories c
        join properties p on p.category_id = c.id and p.review_status = 'approved' and p.is_active
        group by c.id order by 3 desc, 1`,
  );
  const parameters = await rows<{ id: number; kind: string; value: string }>(
    db,
    sql`select p.id, p.type_of_parameter as kind, min(pp.value) as value from parameters p
        join property_parameters pp on pp.parameter_id = p.id
        group by p.id order by count(*) desc, p.id`,
  );
  const numberParameter = parameters.find((row) => row.kind === 'number');
  const choiceParameter = parameters.find((row) => row.kind !== 'number') ?? numberParameter;
  const at = <T>(list: T[], index: number): T => {
    const item = list[Math.min(Math.max(index, 0), list.length - 1)];
    if (item === undefined) throw new Error('The seeded data has too few rows for the plans');
    return item;
  };
  return {
    largestCity: at(cities, 0).name,
    middleCity: at(cities, Math.floor(cities.length / 8)).name,
    tailCity: at(cities, cities.length - 1).name,
    largeState: at(states, 0).name,
    smallState: at(states, states.length - 1).name,
    largeCountry: at(countries, 0).name,
    smallCountry: at(countries, countries.length - 1).name,
    largeCategory: at(categories, 0),
    smallCategory: at(categories, categories.length - 1),
    numberParameter: { id: at([numberParameter], 0)!.id, value: '3' },
    choiceParameter: { id: at([choiceParameter], 0)!.id, value: at([choiceParameter], 0)!.value },
  };
}

/** Each parameter of the spec's get-property-list with the values it takes here. */
function factors(values: SearchValues) {
  return {
    property_type: ['', 'sell', 'rent'],
    category: ['', 'large id', 'small id', 'large slug'],
    place: [
      '',
      'largest city',
      'middle city',
      'tail city',
      'large state',
      'small state',
      'large country',
      'small country',
    ],
    min_price: ['', '1500', '400000'],
    max_price: ['', '3000', '900000'],
    posted_since: ['', 'yesterday', 'last_month', 'last_6_months'],
    order: [
      '',
      'newest',
      'price_low',
      'price_high',
      'most_viewed',
      'most_liked',
      'most_viewed=1',
      'most_liked=1',
    ],
    promoted: ['', '1'],
    search: ['', 'apartment', 'kitchen', 'شقة', 'quiet villa', 'concierge', 'garden'],
    parameter: ['', 'number', 'number at least', 'choice'],
    limit: ['12', '50'],
    offset: ['0', '120', String(searchTotalCap - 4)],
    values: [values],
  };
}

type Combination = Record<Exclude<keyof ReturnType<typeof factors>, 'values'>, string> & {
  values: SearchValues;
};

function placeOf(place: string, values: SearchValues): Record<string, string> {
  const [size, kind] = place.split(' ');
  if (kind === 'city') {
    const city = { largest: values.largestCity, middle: values.middleCity, tail: values.tailCity };
    return { city: city[size as keyof typeof city] };
  }
  if (kind === 'state') return { state: size === 'large' ? values.largeState : values.smallState };
  if (kind === 'country') {
    return { country: size === 'large' ? values.largeCountry : values.smallCountry };
  }
  return {};
}

/** The request's query string parameters for one combination. */
function queryOf(row: Combination): Record<string, string> {
  const { values } = row;
  const category = row.category.startsWith('large') ? values.largeCategory : values.smallCategory;
  const query: Record<string, string> = {
    property_type: row.property_type,
    min_price: row.min_price,
    max_price: row.max_price,
    posted_since: row.posted_since,
    promoted: row.promoted,
    search: row.search,
    limit: row.limit,
    offset: row.offset,
    ...placeOf(row.place, values),
  };
  if (row.category.endsWith('id')) query.category_id = String(category.id);
  if (row.category.endsWith('slug')) query.category_slug_id = category.slug;
  if (row.order.endsWith('=1')) query[row.order.replace('=1', '')] = '1';
  else if (row.order) query.sort = row.order;
  if (row.parameter) {
    const parameter = row.parameter === 'choice' ? values.choiceParameter : values.numberParameter;
    query.parameter_id = String(parameter.id);
    if (row.parameter !== 'number') query.parameter_value = parameter.value;
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

export interface PlannedSearch {
  name: string;
  query: SearchPropertiesQuery;
}

/** The pairwise searches (a fixed seed: the same ones every run), validated as requests are. */
export async function pairwiseSearches(values: SearchValues, seed = 20_260_101) {
  const combinations = make(factors(values), {
    seed,
    sorter: sorters.hash,
    preFilter: (row: Record<string, unknown>) =>
      !(row.min_price && row.max_price && Number(row.min_price) > Number(row.max_price)),
  }) as Combination[];
  const searches: PlannedSearch[] = [];
  for (const combination of combinations) {
    const raw = queryOf(combination);
    const query = await searchPropertiesSchema.validate(raw, { stripUnknown: true });
    searches.push({ name: new URLSearchParams(raw).toString(), query });
  }
  return searches;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Total Cost': number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

export interface StatementPlan {
  statement: 'count' | 'page' | 'slot';
  /** Nodes reading properties with a sequential scan (none is the rule). */
  sequentialScans: number;
  /** How each node reading properties reads it ('Index Only Scan', 'Bitmap Heap Scan' …). */
  propertyScans: string[];
  /** Pages of 8 kB read from the cache or the disk to answer: the real work done. */
  buffers: number;
  /** The planner's estimate. */
  cost: number;
  ms: number;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement get-property-list runs for the query, with the
 * settings it runs them with (readThroughIndexes).
 */
export function explainSearch(
  db: Database,
  query: SearchPropertiesQuery,
): Promise<StatementPlan[]> {
  return readThroughIndexes(db, (tx) => explainStatements(tx, query));
}

async function explainStatements(
  db: Database,
  query: SearchPropertiesQuery,
): Promise<StatementPlan[]> {
  const plan = buildPropertySearch(query);
  const matches = await countPublicListingsUpTo(db, plan.where, searchTotalCap);
  const queries = planSearchQueries(plan, matches, {
    withPromotedSlot: query.promoted !== 1,
    limit: query.limit,
    offset: query.offset,
  });
  // A page and a slot are ids first (the cards are then read by id, a prepared statement).
  const cards = (card: PageQuery) => selectPageIds(db, card);
  const statements: [StatementPlan['statement'], SQLWrapper][] = [
    ['count', selectCappedPublicCount(db, plan.where, searchTotalCap)],
  ];
  // The service reads no page past the last match, and nothing more when none matches.
  if (matches.total > 0 && (matches.isCapped || query.offset < matches.total)) {
    statements.push(['page', cards(queries.page)]);
  }
  if (matches.total > 0 && queries.slot) statements.push(['slot', cards(queries.slot)]);
  const plans: StatementPlan[] = [];
  for (const [statement, text] of statements) {
    const [row] = await rows<Record<string, unknown>>(
      db,
      sql`explain (analyze, buffers, format json) ${text}`,
    );
    const raw = Object.values(row ?? {})[0];
    const [parsed] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      Plan: PlanNode;
      'Execution Time': number;
    }[];
    const top = parsed!.Plan;
    plans.push({
      statement,
      sequentialScans: nodesOf(top).filter(
        (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'properties',
      ).length,
      propertyScans: nodesOf(top)
        .filter((node) => node['Relation Name'] === 'properties')
        .map((node) => node['Node Type']),
      buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
      cost: top['Total Cost'],
      ms: parsed!['Execution Time'],
    });
  }
  return plans;
}
