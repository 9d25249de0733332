// `npm run lighthouse -- [--runs 3] [--origin http://localhost:3000]`: Lighthouse 12 with its
// default mobile settings (simulated throttling, a 412 px phone) against the production build,
// in Debian's chromium. Without --origin it builds if needed and serves the app on a fresh
// embedded database with the demo data (port 3300). Runs each page (home, list, detail) N times
// and prints the median of the four category scores and of LCP, TBT and CLS.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../lib/ensure-build.mjs';
import { prepareDatabase, runNextServer } from '../lib/run-next-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(option('runs', '3'));
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath() {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    console.error("Debian's chromium is needed: apt-get install -y chromium");
    process.exit(1);
  }
  return found;
}

async function waitForServer(origin) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const answer = await fetch(new URL('/api/web-settings', origin));
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer at ${origin}.`);
}

/** The production build on a fresh embedded database with demo data, in a temporary folder. */
async function startApp(port) {
  ensureBuild(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-lighthouse-'));
  const env = { ...process.env, HEARTH_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  prepareDatabase(root, env);
  const child = runNextServer(root, env, port, { stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  await waitForServer(origin);
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pagesOf(origin) {
  const answer = await fetch(new URL('/api/get-property-list?limit=1', origin));
  const { data } = await answer.json();
  const slug = data?.[0]?.slug_id;
  return [
    { name: 'home', path: '/' },
    { name: 'list', path: '/properties?property_type=rent' },
    ...(slug ? [{ name: 'detail', path: `/properties-details/${slug}` }] : []),
  ];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.source}: ${String(item.description).slice(0, 300)}`,
    ),
    failing: Object.values(audits)
      .filter(
        (item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode === 'binary',
      )
      .map((item) => item.id),
  };
}

const app = option('origin', null) ? null : await startApp(Number(option('port', '3300')));
const origin = option('origin', null) ?? app.origin;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumFlags,
});
const rows = [];
const consoleErrors = [];
try {
  for (const page of await pagesOf(origin)) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await audit(`${origin}${page.path}`, chrome.port));
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      page: page.name,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best practices': pick('bestPractices'),
      seo: pick('seo'),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'failing audits': [...new Set(results.flatMap((result) => result.failing))].join(' ') || '—',
    });
    for (const message of new Set(results.flatMap((result) => result.consoleErrors)))
      consoleErrors.push(`${page.name}: ${message}`);
  }
} finally {
  await chrome.kill();
  app?.stop();
}
console.log(`Lighthouse 12, mobile defaults, median of ${runs} runs per page (${origin}):`);
console.table(rows);
if (consoleErrors.length) console.log(`Console errors:\n  ${consoleErrors.join('\n  ')}`);
