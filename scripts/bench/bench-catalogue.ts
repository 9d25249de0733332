/**
 * What the benchmark's random traffic draws from, read once from the seeded database: every
 * city, state and country with its number of public listings, the categories, the parameters
 * with their common values, the price deciles per type, and a uniform sample of the public
 * listings' slugs for detail pages (drawn from all of them).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';

export interface BenchCatalogue {
  cities: { city: string; state: string; country: string; listings: number }[];
  states: string[];
  countries: string[];
  categories: { id: number; slug: string }[];
  parameters: { id: number; kind: string; values: string[] }[];
  /** Deciles (0 %, 10 % … 100 %) of the public listings' prices, per type. */
  prices: { sell: number[]; rent: number[] };
  slugs: string[];
  /** The public projects: their cities (with counts) and a sample of their slugs. */
  projects: { cities: { city: string; projects: number }[]; slugs: string[] };
}

/** Enough distinct listings that a 10-second run at a few hundred req/s rarely repeats one. */
const slugSample = 50_000;
const isPublic = `review_status = 'approved' and is_active`;

async function rows<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

async function priceDeciles(db: Database, type: 'sell' | 'rent'): Promise<number[]> {
  const [row] = await rows<{ deciles: (number | string)[] | string | null }>(
    db,
    `select percentile_disc(array[0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
       within group (order by price) as deciles
       from properties where ${isPublic} and property_type = '${type}'`,
  );
  const deciles = row?.deciles ?? [];
  // PGlite answers arrays as arrays; node-postgres answers numeric[] as text ("{1,2}").
  const list = Array.isArray(deciles) ? deciles : deciles.replace(/[{}]/g, '').split(',');
  return list.map(Number).filter((value) => Number.isFinite(value));
}

export async function readBenchCatalogue(db: Database): Promise<BenchCatalogue> {
  const cities = await rows<{ city: string; state: string; country: string; listings: string }>(
    db,
    `select city, state, country, count(*) as listings from properties where ${isPublic}
      group by city, state, country order by count(*) desc, city`,
  );
  const categories = await rows<{ id: number; slug: string }>(
    db,
    'select id, slug_id as slug from categories order by id',
  );
  const parameterValues = await rows<{ id: number; kind: string; value: string }>(
    db,
    `select id, kind, value from (
       select p.id, p.type_of_parameter as kind, pp.value,
         row_number() over (partition by p.id order by count(*) desc, pp.value) as n
       from property_parameters pp join parameters p on p.id = pp.parameter_id
       where p.type_of_parameter in ('number', 'dropdown', 'radiobutton')
       group by p.id, p.type_of_parameter, pp.value) ranked
     where n <= 6 order by id, n`,
  );
  const parameters = new Map<number, { id: number; kind: string; values: string[] }>();
  for (const row of parameterValues) {
    const entry = parameters.get(Number(row.id)) ?? {
      id: Number(row.id),
      kind: row.kind,
      values: [],
    };
    entry.values.push(row.value);
    parameters.set(entry.id, entry);
  }
  const slugs = await rows<{ slug: string }>(
    db,
    `select slug_id as slug from properties where ${isPublic} order by random() limit ${slugSample}`,
  );
  return {
    cities: cities.map((row) => ({ ...row, listings: Number(row.listings) })),
    states: [...new Set(cities.map((row) => row.state))],
    countries: [...new Set(cities.map((row) => row.country))],
    categories: categories.map((row) => ({ id: Number(row.id), slug: row.slug })),
    parameters: [...parameters.values()],
    prices: { sell: await priceDeciles(db, 'sell'), rent: await priceDeciles(db, 'rent') },
    slugs: slugs.map((row) => row.slug),
    projects: await readProjectCatalogue(db),
  };
}

async function readProjectCatalogue(db: Database): Promise<BenchCatalogue['projects']> {
  const cities = await rows<{ city: string; projects: string }>(
    db,
    `select city, count(*) as projects from projects where ${isPublic}
      group by city order by count(*) desc, city`,
  );
  const slugs = await rows<{ slug: string }>(
    db,
    `select slug_id as slug from projects where ${isPublic} order by random() limit ${slugSample}`,
  );
  return {
    cities: cities.map((row) => ({ city: row.city, projects: Number(row.projects) })),
    slugs: slugs.map((row) => row.slug),
  };
}
