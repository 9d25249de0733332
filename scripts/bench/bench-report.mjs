// Formats the benchmark's results: one table of the rows, grouped (mixed traffic with nothing
// cached, as visitors get it, single URL), with what each run cost the machine beside the
// figures (the load generator's own CPU share, the server's, the machine's, the server's
// memory); the first-load JavaScript; and the issues' targets with PASS/FAIL.
import { groups } from './bench-rows.mjs';

export const thresholds = {
  listings: 100_000,
  millionListings: 1_000_000,
  connections: 20,
  // Issue 9: the card's client libraries included (issue 4's 150 kB was set without them).
  firstLoadGzipKb: 165,
  pgliteRssBytes: 1024 ** 3,
};

const kb = (bytes) => bytes / 1024;
const fixed = (value, digits) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
const perSecond = (value) => fixed(value, typeof value === 'number' && value < 100 ? 1 : 0);
const percent = (share) => (typeof share === 'number' ? `${Math.round(share * 100)} %` : '–');
const megabytes = (bytes) => (typeof bytes === 'number' ? (bytes / 1024 ** 2).toFixed(0) : '–');

/** Adds each measured row's ratio to the floor (req/s ÷ floor req/s). */
export function withRatios(rows) {
  const floor = rows.find((row) => row.isFloor)?.result;
  return rows.map((row) =>
    row.result && floor?.requestsPerSecond
      ? { ...row, floorRatio: row.result.requestsPerSecond / floor.requestsPerSecond }
      : row,
  );
}

/** Columns right-aligned but the first; a shorter row is a label and a note across. */
function renderTable(header, rows) {
  const full = rows.filter((row) => row.length === header.length);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...full.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells.length < header.length
      ? `${cells[0].padEnd(widths[0])}  ${cells.slice(1).join('  ')}`.trimEnd()
      : cells
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
          )
          .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function formatRowsTable(rows) {
  const header = [
    'row',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'loadgen CPU',
    'server CPU',
    'machine',
    'server RSS MB',
    'req/s ÷ floor',
  ];
  const lines = [];
  for (const [group, title] of Object.entries(groups)) {
    const members = rows.filter((row) => row.group === group);
    if (members.length === 0) continue;
    lines.push([`${title}:`]);
    for (const row of members) {
      const label = `  ${row.key}: ${row.label}`;
      if (!row.result) {
        lines.push([label, `not available (${row.reason})`]);
        continue;
      }
      const { result } = row;
      lines.push([
        label,
        perSecond(result.requestsPerSecond),
        fixed(result.p50, 1),
        fixed(result.p95, 1),
        fixed(result.p99, 1),
        String(result.non2xx),
        String(result.errors),
        percent(result.loadGeneratorCpu),
        percent(result.serverCpu),
        percent(result.machineBusy),
        megabytes(result.serverMaxRssBytes),
        fixed(row.floorRatio, 2),
      ]);
    }
  }
  return renderTable(header, lines);
}

export function formatFirstLoad(firstLoad) {
  const header = ['first-load JS', 'scripts', 'raw kB', 'gzip kB'];
  const rows = firstLoad.map((entry) =>
    entry.result
      ? [
          entry.label,
          String(entry.result.scripts),
          fixed(kb(entry.result.raw), 1),
          fixed(kb(entry.result.gzip), 1),
        ]
      : [entry.label, `not available (${entry.reason})`],
  );
  return renderTable(header, rows);
}

const notMeasured = (label, why = 'row not run') => ({ label, verdict: 'n/a', detail: why });

/** Answers that were not all 2xx make any figure of the row a FAIL. */
function cleanOf(result) {
  const { non2xx, errors } = result;
  return { clean: non2xx === 0 && errors === 0, note: `, ${non2xx} non-2xx and ${errors} errors` };
}

function latencyCheck(row, limitMs, name) {
  const label = `${name} p95 ≤ ${limitMs} ms`;
  if (!row?.result) return notMeasured(label);
  const { clean, note } = cleanOf(row.result);
  const { p95 } = row.result;
  return {
    label,
    verdict: clean && p95 !== null && p95 <= limitMs ? 'PASS' : 'FAIL',
    detail: `p95 ${fixed(p95, 1)} ms${clean ? '' : note}`,
  };
}

function throughputCheck(row, floor, name) {
  const label = `${name} ≥ ${floor} req/s`;
  if (!row?.result) return notMeasured(label);
  const { clean, note } = cleanOf(row.result);
  const { requestsPerSecond } = row.result;
  return {
    label,
    verdict: clean && requestsPerSecond >= floor ? 'PASS' : 'FAIL',
    detail: `${perSecond(requestsPerSecond)} req/s${clean ? '' : note}`,
  };
}

/** ISR hits serve at least half the floor page's throughput. */
function hitRatioCheck(row, floor) {
  const label = "Detail pages once generated (ISR hits) ≥ 50 % of the floor page's req/s";
  if (!row?.result) return notMeasured(label);
  if (!floor?.result) return notMeasured(label, 'the floor row (single-floor) did not run');
  const { clean, note } = cleanOf(row.result);
  const ratio = row.result.requestsPerSecond / floor.result.requestsPerSecond;
  return {
    label,
    verdict: clean && ratio >= 0.5 ? 'PASS' : 'FAIL',
    detail: `${perSecond(row.result.requestsPerSecond)} req/s, ${Math.round(ratio * 100)} % of ${perSecond(floor.result.requestsPerSecond)}${clean ? '' : note}`,
  };
}

function sizeCheck(entry, limitKb, name) {
  const label = `${name} first-load JS ≤ ${limitKb} kB gzip`;
  if (!entry?.result) return notMeasured(label);
  const size = kb(entry.result.gzip);
  return { label, verdict: size <= limitKb ? 'PASS' : 'FAIL', detail: `${size.toFixed(1)} kB` };
}

function memoryCheck(rows, run) {
  const label = 'PGlite at 100,000 listings: server resident memory < 1 GB in the mixed run';
  if (run.driver !== 'pglite') return notMeasured(label, 'this run is on PostgreSQL');
  const mixed = rows.filter((row) => row.group !== 'single' && row.result?.serverMaxRssBytes);
  if (mixed.length === 0) return notMeasured(label, 'no mixed row ran');
  const most = Math.max(...mixed.map((row) => row.result.serverMaxRssBytes));
  return {
    label,
    verdict: most < thresholds.pgliteRssBytes ? 'PASS' : 'FAIL',
    detail: `at most ${megabytes(most)} MB`,
  };
}

/** Issue 10's targets about search and lists, each PASS, FAIL or n/a (not measured). */
export function evaluateSearchTargets(rows, run) {
  const byKey = (key) => rows.find((row) => row.key === key);
  const api = byKey('api-filters');
  const atMillion = run.listings === thresholds.millionListings;
  return [
    latencyCheck(api, 50, 'get-property-list, random filters:'),
    throughputCheck(api, 300, 'get-property-list, random filters:'),
    latencyCheck(byKey('api-text-mix'), 100, 'get-property-list, free text in the mix:'),
    latencyCheck(byKey('api-text'), 150, 'get-property-list, free text alone:'),
    latencyCheck(byKey('list-filters'), 250, '/properties?…, random filters:'),
    throughputCheck(byKey('list-filters'), 120, '/properties?…, random filters:'),
    atMillion
      ? latencyCheck(api, 80, 'At 1,000,000 listings, get-property-list random filters:')
      : notMeasured(
          'At 1,000,000 listings, get-property-list random filters: p95 ≤ 80 ms',
          'run with --listings 1000000',
        ),
    memoryCheck(rows, run),
    latencyCheck(byKey('detail-misses'), 250, 'Detail pages, first render of each (ISR misses):'),
    hitRatioCheck(byKey('detail-hits'), byKey('single-floor')),
  ];
}

/** Issue 9's first-load JavaScript budget (measured when the single-URL rows ran). */
export function evaluateFirstLoadTargets(firstLoad) {
  const byKey = (key) => firstLoad.find((entry) => entry.key === key);
  return [
    sizeCheck(byKey('list'), thresholds.firstLoadGzipKb, 'list page'),
    sizeCheck(byKey('detail'), thresholds.firstLoadGzipKb, 'detail page'),
  ];
}

/** One line a check: PASS, FAIL or n/a, what it checks and what was measured. */
export function formatCheckLines(checks) {
  const width = Math.max(...checks.map((check) => check.label.length));
  return checks.map(
    (check) => `  ${check.verdict.padEnd(4)}  ${check.label.padEnd(width)}  (${check.detail})`,
  );
}

export function formatChecks(checks, run) {
  const lines = formatCheckLines(checks);
  const expectedListings =
    run.listings === thresholds.millionListings ? run.listings : thresholds.listings;
  const differences = [
    run.driver === 'postgres' ? null : `${run.driver} instead of PostgreSQL`,
    run.listings === expectedListings ? null : `${run.listings.toLocaleString('en')} listings`,
    run.connections === thresholds.connections ? null : `${run.connections} connections`,
  ].filter(Boolean);
  if (differences.length > 0) {
    lines.push(
      `  note: the targets are set for ${thresholds.listings.toLocaleString('en')} listings on ` +
        `PostgreSQL at ${thresholds.connections} connections; this run used ${differences.join(', ')}.`,
    );
  }
  return lines.join('\n');
}
