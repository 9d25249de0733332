/**
 * The benchmark's database, run by scripts/bench/run-bench.mjs through tsx:
 *   tsx scripts/bench/seed-bench-database.ts --listings N --data-dir DIR --out FILE [--city C]
 *     [--database NAME]
 * With DATABASE_URL set, (re)creates the database NAME (default `hearth_bench`) on that server
 * (the given database is only used to issue DROP/CREATE DATABASE, never changed); otherwise a
 * PGlite database in DIR/db. Migrates, seeds the demo data (photos in DIR/uploads), generates N
 * listings, runs VACUUM ANALYZE, picks the single-URL rows' city and detail slug, reads what the
 * random traffic draws from (scripts/bench/bench-catalogue.ts) and writes a JSON summary to
 * FILE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Database } from '@/server/db/database';
import { openDatabase, type DatabaseTarget } from '@/server/db/open-database';
import { seedDemoData } from '@/server/db/seed/seed-demo-data';
import { createDiskStorage } from '@/server/storage/media-storage';
import { readBenchCatalogue } from './bench-catalogue';
import { generateListings } from './generate-listings';
import { generateProjects } from './generate-projects';

const defaultDatabaseName = 'hearth_bench';

interface Arguments {
  listings: number;
  dataDir: string;
  out: string;
  city: string | null;
  database: string;
}

function parseArguments(argv: readonly string[]): Arguments {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const listings = Number(value('listings') ?? 0);
  const dataDir = value('data-dir');
  const out = value('out');
  if (!Number.isInteger(listings) || listings < 0 || !dataDir || !out) {
    throw new Error('Usage: seed-bench-database.ts --listings N --data-dir DIR --out FILE');
  }
  return {
    listings,
    dataDir: path.resolve(dataDir),
    out: path.resolve(out),
    city: value('city') ?? null,
    database: value('database') ?? defaultDatabaseName,
  };
}

/** The URL of the benchmark database on the server of `serverUrl`. */
function benchDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates the bench database, connected to the server through the given one. */
async function recreateBenchDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`The bench database name "${name}" must be lowercase letters, digits and _.`);
  }
  const given = decodeURIComponent(new URL(serverUrl).pathname.replace(/^\//, ''));
  if (given === name) {
    throw new Error(
      `DATABASE_URL names ${name} itself; point it at another database of the ` +
        'server (e.g. postgres): the benchmark drops and creates its own.',
    );
  }
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return benchDatabaseUrl(serverUrl, name);
}

async function firstRow<T>(db: Database, text: string): Promise<T | undefined> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows[0];
}

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const isPublic = `review_status = 'approved' and is_active`;

/** The city the list and API targets filter on: the one with the most public listings. */
async function chooseCity(db: Database, requested: string | null): Promise<string> {
  if (requested) return requested;
  const row = await firstRow<{ city: string }>(
    db,
    `select city from properties where ${isPublic}
      group by city order by count(*) desc, city limit 1`,
  );
  if (!row) throw new Error('The benchmark database has no public listing.');
  return row.city;
}

/** A public listing of that city from the middle of the generated ones (or any public one). */
async function chooseDetailSlug(db: Database, city: string, middleId: number): Promise<string> {
  const inCity = `${isPublic} and lower(city) = lower(${quote(city)})`;
  const row =
    (await firstRow<{ slug: string }>(
      db,
      `select slug_id as slug from properties where ${inCity} and id >= ${middleId}
        order by id limit 1`,
    )) ??
    (await firstRow<{ slug: string }>(
      db,
      `select slug_id as slug from properties where ${isPublic} order by id limit 1`,
    ));
  if (!row) throw new Error('The benchmark database has no public listing.');
  return row.slug;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const serverUrl = process.env.DATABASE_URL?.trim() || null;
  const databaseUrl = serverUrl ? await recreateBenchDatabase(serverUrl, args.database) : null;
  const target: DatabaseTarget = databaseUrl
    ? { driver: 'postgres', url: databaseUrl }
    : { driver: 'pglite', dataDir: path.join(args.dataDir, 'db') };
  const started = Date.now();
  const handle = await openDatabase(target);
  try {
    const log = (line: string) => console.log(`  ${line}`);
    const storage = createDiskStorage(path.join(args.dataDir, 'uploads'));
    await seedDemoData(handle.db, storage, { log });
    const demoSeconds = (Date.now() - started) / 1000;
    console.log(`• Demo data seeded in ${demoSeconds.toFixed(1)} s; generating listings…`);
    const generatingStarted = Date.now();
    const generated = await generateListings(handle.db, { count: args.listings, log });
    const projects = await generateProjects(handle.db, generated);
    log(`projects ${projects.count} with ${projects.plans} floor plans`);
    await handle.db.execute(sql.raw('vacuum analyze'));
    const listingsSeconds = (Date.now() - generatingStarted) / 1000;
    const counts = await firstRow<Record<string, string>>(
      handle.db,
      `select (select count(*) from properties) as properties,
              (select count(*) from properties where ${isPublic}) as public_properties,
              (select count(*) from property_images) as property_images,
              (select count(*) from property_parameters) as property_parameters,
              (select count(*) from property_facilities) as property_facilities,
              (select count(*) from advertisements) as advertisements,
              (select count(*) from projects where review_status = 'approved' and is_active)
                as public_projects`,
    );
    const city = await chooseCity(handle.db, args.city);
    const middleId = generated.firstId + Math.floor(args.listings / 2);
    const slug = await chooseDetailSlug(handle.db, city, middleId);
    const summary = {
      driver: handle.driver,
      database: databaseUrl ? args.database : path.join(args.dataDir, 'db'),
      databaseUrl,
      listings: args.listings,
      seconds: {
        demo: demoSeconds,
        listings: listingsSeconds,
        total: (Date.now() - started) / 1000,
      },
      counts: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
      generated,
      projects,
      city,
      slug,
      catalogue: await readBenchCatalogue(handle.db),
    };
    fs.writeFileSync(args.out, `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('✖ Could not seed the benchmark database:', error);
  process.exitCode = 1;
});
