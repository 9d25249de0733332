// `npm run bench`: seeds a separate database with N generated listings, starts the production
// build against it, loads a floor page, the home page, a filtered list page, a detail page and
// get-property-list from this process with autocannon, and prints one table (with each
// target's ratio to the floor), the first-load JavaScript and the targets. The results
// also go to bench-results/<timestamp>.json. `npm run bench -- --help` lists the options.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../lib/ensure-build.mjs';
import { parseBenchOptions, usage } from './bench-options.mjs';
import {
  evaluateTargets,
  formatChecks,
  formatFirstLoad,
  formatTargetsTable,
  withRatios,
} from './bench-report.mjs';
import {
  findFreePort,
  startBenchServer,
  stopBenchServer,
  waitUntilAnswering,
} from './bench-server.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { loadTarget } from './load-target.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.join(root, '.bench-data');
const resultsDir = path.join(root, 'bench-results');
/**
 * The floor: the 404 page. Next prerenders pages/404.tsx to static HTML at build time and the
 * same server answers any unknown path with it, running none of our code (no data, no
 * getServerSideProps). Its answers are 404 by design. (/500, the other static page, is served
 * through the error path and measured ~20% slower here, so it is a less honest floor.)
 */
const floorPath = '/bench-floor-static-404';
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
  const summaryFile = path.join(dataDir, 'seed-summary.json');
  const args = [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    path.join(root, 'scripts', 'bench', 'seed-bench-database.ts'),
    '--listings',
    String(options.listings),
    '--data-dir',
    dataDir,
    '--out',
    summaryFile,
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

function defineTargets(seed) {
  const city = encodeURIComponent(seed.city);
  const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
  const json = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
  const base = [
    { key: 'floor', label: 'floor (static 404 page)', path: floorPath, headers: html },
    { key: 'home', label: 'home page /', path: '/', headers: html },
    {
      key: 'list',
      label: 'list page',
      path: `/properties?city=${city}&property_type=rent&max_price=5000`,
      headers: html,
    },
    {
      key: 'detail',
      label: 'detail page',
      path: `/properties-details/${encodeURIComponent(seed.slug)}`,
      headers: html,
    },
    {
      key: 'api',
      label: 'get-property-list API',
      path: `/api/get-property-list?city=${city}&property_type=sell&min_price=100000&max_price=900000&limit=12`,
      headers: json,
    },
  ];
  // The same pages and call once more, each rendered for every request: `Cache-Control:
  // no-cache` makes the shared page cache in front of the app (scripts/serve.mjs) pass it on.
  const rendered = base
    .filter((target) => target.key !== 'floor')
    .map((target) => ({
      ...target,
      key: `${target.key}-rendered`,
      label: `${target.label}, rendered (no-cache)`,
      headers: { ...target.headers, 'cache-control': 'no-cache' },
    }));
  return [...base, ...rendered].map((target) => ({ ...target, isFloor: target.key === 'floor' }));
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

/** One request: a 404 means the build has no such page (yet); then a few warm-up requests. */
async function probeAndWarm(origin, target) {
  const url = new URL(target.path, origin).toString();
  const status = await fetchStatus(url, target.headers);
  if (status === 404 && !target.isFloor) return { ...target, url, reason: 'answers 404' };
  for (let index = 0; index < warmupRequests; index += 1) await fetchStatus(url, target.headers);
  return { ...target, url, status };
}

async function measureFirstLoad(origin, targets) {
  const entries = [];
  for (const key of ['home', 'list', 'detail']) {
    const target = targets.find((candidate) => candidate.key === key);
    const entry = { key, label: `${target.label} ${key === 'home' ? '' : target.path}`.trim() };
    if (target.reason) entries.push({ ...entry, reason: target.reason });
    else entries.push({ ...entry, result: await firstLoadJs(origin, target.path) });
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

function readOptions() {
  try {
    return parseBenchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`✖ ${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

async function prepareDatabase(options) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const seed = await seedDatabase(options);
  console.log(
    `• Seeded in ${seed.seconds.total.toFixed(1)} s (demo data ${seed.seconds.demo.toFixed(1)} s, ` +
      `${seed.listings.toLocaleString('en')} listings with indexes and VACUUM ANALYZE ` +
      `${seed.seconds.listings.toFixed(1)} s): ${seed.counts.properties} listings, ` +
      `${seed.counts.public_properties} public, owned by ${seed.generated.agents} generated agents.`,
  );
  return seed;
}

/** Starts the server, loads every available target in turn, measures the first-load JS. */
async function measure(options, seed) {
  const port = await findFreePort(options.port);
  const origin = `http://127.0.0.1:${port}`;
  console.log(`• Starting the production build on ${origin}…`);
  running.server = startBenchServer(root, serverEnv(seed, origin), port);
  await waitUntilAnswering(running.server, new URL(floorPath, origin).toString());

  const targets = [];
  for (const target of defineTargets(seed)) targets.push(await probeAndWarm(origin, target));
  for (const target of targets) {
    if (target.reason) {
      console.log(`• ${target.label}: not available (${target.reason}).`);
      continue;
    }
    console.log(`• Loading ${target.label}: ${target.path}`);
    target.result = await loadTarget(target.url, {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      headers: target.headers,
    });
    if (running.server.exited) throw new Error('The server exited during the benchmark.');
  }
  const firstLoad = await measureFirstLoad(origin, targets);
  await stopEverything();
  return { targets: withRatios(targets), firstLoad };
}

function printReport({ options, database, seed, targets, firstLoad, checks }) {
  console.log(
    `\nHearth benchmark: ${options.listings.toLocaleString('en')} listings on ${database}, ` +
      `${options.connections} connections × ${options.duration} s per target, anonymous requests ` +
      `(no cookies), seeding ${seed.seconds.total.toFixed(1)} s.\n` +
      `The plain rows go through the server's shared page cache as visitors do; the ` +
      `"rendered (no-cache)" rows send Cache-Control: no-cache, so every request is rendered.\n` +
      `City: ${seed.city}; detail: ${seed.slug}. Latencies in ms over all answers; the floor is ` +
      `the prerendered 404 page (${floorPath}), so its answers are 404 by design.\n`,
  );
  console.log(formatTargetsTable(targets));
  console.log(`\n${formatFirstLoad(firstLoad)}\n\nTargets (issue 4, "Speed"):`);
  console.log(
    formatChecks(checks, {
      driver: seed.driver,
      listings: options.listings,
      connections: options.connections,
    }),
  );
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(usage);
    return;
  }
  const startedAt = new Date().toISOString();
  const database = options.databaseUrl ? 'PostgreSQL (database hearth_bench)' : 'PGlite';
  console.log(
    `• Benchmark: ${options.listings.toLocaleString('en')} listings on ${database}, ` +
      `${options.connections} connections × ${options.duration} s per target.`,
  );
  ensureBuild(root);
  const seed = await prepareDatabase(options);
  const { targets, firstLoad } = await measure(options, seed);
  const checks = evaluateTargets(targets, firstLoad);
  printReport({ options, database, seed, targets, firstLoad, checks });
  const file = writeResults({
    startedAt,
    options: { ...options, databaseUrl: withoutPassword(options.databaseUrl) },
    database,
    seed: { ...seed, databaseUrl: withoutPassword(seed.databaseUrl) },
    targets: targets.map((target) => ({
      key: target.key,
      label: target.label,
      path: target.path,
      available: !target.reason,
      reason: target.reason ?? null,
      result: target.result ?? null,
      ratios: target.ratios ?? null,
    })),
    firstLoad,
    checks,
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
