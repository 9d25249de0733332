// `npm run bench`: seeds a separate database with N generated listings (400 cities of a long
// tail), starts the production build against it and loads it from this process with
// autocannon: mixed traffic (random filters over every parameter of get-property-list, sorts,
// deep pages, free text in English and Arabic, detail pages drawn from all listings) with
// nothing cached — the headline — and as visitors get it, then the single-URL rows (which
// measure the cache only). Prints one table with the load generator's own CPU share beside the
// figures, the first-load JavaScript and the issues' targets as PASS/FAIL. The results also go
// to bench-results/<timestamp>.json. The realtime row (scripts/bench/realtime-bench.mjs) starts
// its own instances after the HTTP rows. `npm run bench -- --help` lists the options.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../lib/ensure-build.mjs';
import { parseBenchOptions, selectRows, usage } from './bench-options.mjs';
import {
  evaluateFirstLoadTargets,
  evaluateSearchTargets,
  formatCheckLines,
  formatChecks,
  formatFirstLoad,
  formatRowsTable,
  withRatios,
} from './bench-report.mjs';
import { defineRows, floorPath } from './bench-rows.mjs';
import {
  findFreePort,
  startBenchServer,
  stopBenchServer,
  waitUntilAnswering,
} from './bench-server.mjs';
import { newestProfile, summariseCpuProfile } from './cpu-profile.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { loadTarget } from './load-target.mjs';
import { evaluateRealtimeTargets, formatRealtime, measureRealtime } from './realtime-bench.mjs';
import { formatServerTiming, measureServerTiming } from './server-timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.join(root, '.bench-data');
const summaryFile = path.join(dataDir, 'seed-summary.json');
const resultsDir = path.join(root, 'bench-results');
const warmupRequests = 10;

const running = { seeding: null, server: null };

async function stopEverything() {
  running.seeding?.kill('SIGTERM');
  running.seeding = null;
  const server = running.server;
  running.server = null;
  await stopBenchServer(server);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n✖ ${signal}: stopping the benchmark server…`);
    void stopEverything().finally(() => process.exit(130));
  });
}

/** Seeds the bench database in a tsx child process; returns its summary. */
function seedDatabase(options) {
  const args = [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    path.join(root, 'scripts', 'bench', 'seed-bench-database.ts'),
    '--listings',
    String(options.listings),
    '--data-dir',
    dataDir,
    '--out',
    summaryFile,
    '--database',
    options.database,
    ...(options.city ? ['--city', options.city] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
    running.seeding = child;
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.seeding = null;
      if (code === 0) resolve(JSON.parse(fs.readFileSync(summaryFile, 'utf8')));
      else reject(new Error(`Seeding the benchmark database failed (${code ?? signal}).`));
    });
  });
}

function serverEnv(seed, origin) {
  const env = {
    ...process.env,
    HEARTH_DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, 'uploads'),
    PUBLIC_SITE_URL: origin,
    LOG_LEVEL: 'warn',
  };
  if (seed.databaseUrl) env.DATABASE_URL = seed.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

async function fetchStatus(url, headers) {
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A single-URL row: a 404 means the build has no such page (yet). Then a few warm-ups. */
async function probeAndWarm(origin, row) {
  if (row.nextPath) {
    for (let index = 0; index < warmupRequests; index += 1) {
      await fetchStatus(new URL(row.nextPath(), origin).toString(), row.headers);
    }
    return row;
  }
  const url = new URL(row.path, origin).toString();
  const status = await fetchStatus(url, row.headers);
  if (status === 404 && !row.isFloor) return { ...row, reason: 'answers 404' };
  for (let index = 0; index < warmupRequests; index += 1) await fetchStatus(url, row.headers);
  return row;
}

async function measureFirstLoad(origin, rows) {
  const entries = [];
  for (const key of ['home', 'list', 'detail']) {
    const row = rows.find((candidate) => candidate.key === `single-${key}`);
    if (!row) continue;
    const entry = { key, label: `${row.label} ${key === 'home' ? '' : row.path}`.trim() };
    if (row.reason) entries.push({ ...entry, reason: row.reason });
    else entries.push({ ...entry, result: await firstLoadJs(origin, row.path) });
  }
  return entries;
}

function withoutPassword(databaseUrl) {
  if (!databaseUrl) return null;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

function writeResults(report) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(root, file);
}

/** The options, with --rows checked before anything is seeded (row keys need no data). */
function readOptions() {
  try {
    const options = parseBenchOptions(process.argv.slice(2), process.env);
    if (!options.help) {
      const placeholder = { city: '', slug: '', catalogue: { slugs: [] } };
      selectRows(defineRows(placeholder, options.seed), options.rows);
    }
    return options;
  } catch (error) {
    console.error(`✖ ${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

/** The last run's seed when --reuse asks for it and it is of the same size and database. */
function reusableSeed(options) {
  if (!options.reuse || !fs.existsSync(summaryFile)) return null;
  const seed = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
  const sameDatabase = options.databaseUrl
    ? seed.driver === 'postgres' && seed.database === options.database
    : seed.driver === 'pglite';
  return sameDatabase && seed.listings === options.listings && seed.catalogue ? seed : null;
}

async function prepareDatabase(options) {
  const reused = reusableSeed(options);
  if (reused) {
    console.log(`• Reusing the seeded ${reused.driver} database (${reused.database}).`);
    return reused;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const seed = await seedDatabase(options);
  console.log(
    `• Seeded in ${seed.seconds.total.toFixed(1)} s (demo data ${seed.seconds.demo.toFixed(1)} s, ` +
      `${seed.listings.toLocaleString('en')} listings with indexes and VACUUM ANALYZE ` +
      `${seed.seconds.listings.toFixed(1)} s): ${seed.counts.properties} listings, ` +
      `${seed.counts.public_properties} public in ${seed.catalogue.cities.length} cities ` +
      `(largest ${seed.catalogue.cities[0]?.city}, ${seed.catalogue.cities[0]?.listings}), ` +
      `owned by ${seed.generated.agents} generated agents.`,
  );
  return seed;
}

function profileDirectory(startedAt) {
  return path.join(resultsDir, `profile-${startedAt.replace(/[:.]/g, '-')}`);
}

/** Starts the server, loads every chosen row in turn, measures the first-load JS. */
async function measure(options, seed, rows, startedAt) {
  const port = await findFreePort(options.port);
  const origin = `http://127.0.0.1:${port}`;
  console.log(`• Starting the production build on ${origin}…`);
  const nodeOptions = options.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory(startedAt)}`]
    : [];
  running.server = startBenchServer(root, serverEnv(seed, origin), port, { nodeOptions });
  await waitUntilAnswering(running.server, new URL(floorPath, origin).toString());

  const measured = [];
  for (const row of rows) {
    const probed = await probeAndWarm(origin, row);
    measured.push(probed);
    if (probed.reason) {
      console.log(`• ${row.key}: not available (${probed.reason}).`);
      continue;
    }
    console.log(`• Loading ${row.key}: ${row.label}${row.path ? ` (${row.path})` : ''}`);
    probed.result = await loadTarget(origin, row, {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      serverPid: running.server.child.pid,
    });
    if (running.server.exited) throw new Error('The server exited during the benchmark.');
  }
  const firstLoad = await measureFirstLoad(origin, measured);
  console.log('• Sampling Server-Timing per page type…');
  const serverTiming = await measureServerTiming(origin, seed.catalogue, options.seed);
  await stopEverything();
  return { rows: withRatios(measured), firstLoad, serverTiming };
}

function printReport({ options, database, seed, rows, firstLoad, serverTiming, checks }) {
  console.log(
    `\nHearth benchmark: ${options.listings.toLocaleString('en')} listings on ${database}, ` +
      `${options.connections} connections × ${options.duration} s per row, anonymous requests ` +
      `(no cookies), traffic seed ${options.seed}.\n` +
      `Latencies in ms over all answers. "loadgen CPU" is autocannon's own share of one core ` +
      `(it runs on the same machine), "server CPU" the app process's, "machine" the share of ` +
      `all ${rows.find((row) => row.result)?.result.cores ?? '?'} cores in use (other work ` +
      `included); "server RSS" the app process's largest resident memory. Single-URL city: ` +
      `${seed.city}; the floor is the prerendered 404 page, answered 404 by design.\n`,
  );
  console.log(formatRowsTable(rows));
  if (firstLoad.length > 0) console.log(`\n${formatFirstLoad(firstLoad)}`);
  if (serverTiming.length > 0) console.log(`\n${formatServerTiming(serverTiming)}`);
  const run = { driver: seed.driver, listings: options.listings, connections: options.connections };
  console.log('\nTargets (issue 10, search and lists):');
  console.log(formatChecks(checks.search, run));
  if (checks.firstLoad.some((check) => check.verdict !== 'n/a')) {
    console.log('\nBudget (issue 9, first-load JavaScript):');
    console.log(formatChecks(checks.firstLoad, run));
  }
}

function printProfile(directory) {
  const file = newestProfile(directory);
  if (!file) {
    console.log('\n• No CPU profile was written (the server did not exit cleanly).');
    return;
  }
  console.log(`\nServer CPU profile (${path.relative(root, file)}), self time:`);
  console.log(summariseCpuProfile(file).join('\n'));
}

/** The HTTP rows: the seeded database, the server, the table and issue 10's targets. */
async function measureHttp(options, database, startedAt) {
  const seed = await prepareDatabase(options);
  const chosen = selectRows(defineRows(seed, options.seed), options.rows).filter(
    (row) => !row.isRealtime,
  );
  const measured = await measure(options, seed, chosen, startedAt);
  const run = { driver: seed.driver, listings: options.listings };
  const checks = {
    search: evaluateSearchTargets(measured.rows, run),
    firstLoad: evaluateFirstLoadTargets(measured.firstLoad),
  };
  printReport({ options, database, seed, ...measured, checks });
  if (options.profile) printProfile(profileDirectory(startedAt));
  return {
    seed: {
      ...seed,
      databaseUrl: withoutPassword(seed.databaseUrl),
      catalogue: { ...seed.catalogue, slugs: seed.catalogue.slugs.length },
    },
    rows: measured.rows.map((row) => ({
      key: row.key,
      label: row.label,
      group: row.group,
      path: row.path ?? null,
      available: !row.reason,
      reason: row.reason ?? null,
      result: row.result ?? null,
      floorRatio: row.floorRatio ?? null,
    })),
    firstLoad: measured.firstLoad,
    serverTiming: measured.serverTiming,
    checks,
  };
}

/** The realtime row: its table and issue 22's targets. */
async function measureLive(options, startedAt) {
  // With --profile the realtime row's servers write CPU profiles (the last to stop is shown).
  const profileDir = `${profileDirectory(startedAt)}-realtime`;
  const result = await measureRealtime({
    root,
    nodeOptions: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    databaseUrl: options.databaseUrl,
    redisUrl: process.env.REDIS_URL?.trim() || null,
    port: options.port,
    streams: options.streams,
    rate: options['message-rate'],
  });
  const checks = evaluateRealtimeTargets(result);
  console.log(`\n${formatRealtime(result)}`);
  console.log('\nTargets (issue 22, the live stream):');
  console.log(formatCheckLines(checks).join('\n'));
  if (options.profile) printProfile(profileDir);
  return { result, checks };
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(usage);
    return;
  }
  const startedAt = new Date().toISOString();
  const database = options.databaseUrl ? `PostgreSQL (database ${options.database})` : 'PGlite';
  const placeholder = { city: '', slug: '', catalogue: { slugs: [] } };
  const keys = selectRows(defineRows(placeholder, options.seed), options.rows);
  const isHttpChosen = keys.some((row) => !row.isRealtime);
  const isRealtimeChosen = keys.some((row) => row.isRealtime);
  if (isHttpChosen) {
    console.log(
      `• Benchmark: ${options.listings.toLocaleString('en')} listings on ${database}, ` +
        `${options.connections} connections × ${options.duration} s per row.`,
    );
  }
  ensureBuild(root);
  const http = isHttpChosen ? await measureHttp(options, database, startedAt) : {};
  const realtime = isRealtimeChosen ? await measureLive(options, startedAt) : null;
  const file = writeResults({
    startedAt,
    options: { ...options, databaseUrl: withoutPassword(options.databaseUrl) },
    database,
    ...http,
    realtime,
  });
  console.log(`\n• Results written to ${file}.`);
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
