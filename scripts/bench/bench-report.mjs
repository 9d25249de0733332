// Formats the benchmark's results: one table of the targets (with each one's ratio to the
// floor), the first-load JavaScript, and the issue's targets with PASS/FAIL.

export const thresholds = {
  apiP95Ms: 50,
  pageP95Ms: 150,
  firstLoadGzipKb: 150,
  listings: 100_000,
  connections: 20,
};

const kb = (bytes) => bytes / 1024;
const fixed = (value, digits) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
/** `digits` decimals, but a value too small for them (a ratio of 0.0021) keeps two digits. */
const scaled = (value, digits) =>
  typeof value === 'number' && value > 0 && value < 10 ** -digits
    ? value.toPrecision(2)
    : fixed(value, digits);
const perSecond = (value) => fixed(value, typeof value === 'number' && value < 100 ? 1 : 0);

/** Adds each available target's ratios to the floor (req/s ÷ floor req/s, p95 ÷ floor p95). */
export function withRatios(targets) {
  const floor = targets.find((target) => target.isFloor)?.result;
  return targets.map((target) => {
    if (!target.result || !floor) return target;
    const ratio = (a, b) => (a !== null && b ? a / b : null);
    return {
      ...target,
      ratios: {
        requestsPerSecond: ratio(target.result.requestsPerSecond, floor.requestsPerSecond),
        p95: ratio(target.result.p95, floor.p95),
      },
    };
  });
}

/** Columns right-aligned but the first; a row of two cells is a label and a note across. */
function renderTable(header, rows) {
  const full = rows.filter((row) => row.length === header.length);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...(column === 0 ? rows : full).map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells.length < header.length
      ? `${cells[0].padEnd(widths[0])}  ${cells.slice(1).join('  ')}`
      : cells
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
          )
          .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function formatTargetsTable(targets) {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'req/s ÷ floor',
    'p95 ÷ floor',
  ];
  const rows = targets.map((target) => {
    if (!target.result) return [target.label, `not available (${target.reason})`];
    const { result, ratios } = target;
    return [
      target.label,
      perSecond(result.requestsPerSecond),
      fixed(result.p50, 1),
      fixed(result.p95, 1),
      fixed(result.p99, 1),
      String(result.non2xx),
      String(result.errors),
      scaled(ratios?.requestsPerSecond, 2),
      fixed(ratios?.p95, 2),
    ];
  });
  return renderTable(header, rows);
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

function latencyCheck(target, limitMs, name) {
  const label = `${name} p95 ≤ ${limitMs} ms`;
  if (!target?.result) return { label, verdict: 'n/a', detail: 'not available' };
  const { p95, non2xx, errors } = target.result;
  const clean = non2xx === 0 && errors === 0;
  const detail = `p95 ${fixed(p95, 1)} ms${clean ? '' : `, ${non2xx} non-2xx and ${errors} errors`}`;
  return { label, verdict: clean && p95 !== null && p95 <= limitMs ? 'PASS' : 'FAIL', detail };
}

function sizeCheck(entry, limitKb, name) {
  const label = `${name} first-load JS ≤ ${limitKb} kB gzip`;
  if (!entry?.result) return { label, verdict: 'n/a', detail: 'not available' };
  const size = kb(entry.result.gzip);
  return { label, verdict: size <= limitKb ? 'PASS' : 'FAIL', detail: `${size.toFixed(1)} kB` };
}

/** The issue's targets, each PASS, FAIL or n/a (the target could not be measured). */
export function evaluateTargets(targets, firstLoad) {
  const byKey = (list, key) => list.find((item) => item.key === key);
  return [
    latencyCheck(byKey(targets, 'api'), thresholds.apiP95Ms, 'get-property-list'),
    latencyCheck(byKey(targets, 'list'), thresholds.pageP95Ms, 'list page'),
    latencyCheck(byKey(targets, 'detail'), thresholds.pageP95Ms, 'detail page'),
    latencyCheck(
      byKey(targets, 'api-rendered'),
      thresholds.apiP95Ms,
      'get-property-list rendered per request (stricter than the issue)',
    ),
    latencyCheck(
      byKey(targets, 'list-rendered'),
      thresholds.pageP95Ms,
      'list page rendered per request (stricter than the issue)',
    ),
    latencyCheck(
      byKey(targets, 'detail-rendered'),
      thresholds.pageP95Ms,
      'detail page rendered per request (stricter than the issue)',
    ),
    sizeCheck(byKey(firstLoad, 'list'), thresholds.firstLoadGzipKb, 'list page'),
    sizeCheck(byKey(firstLoad, 'detail'), thresholds.firstLoadGzipKb, 'detail page'),
  ];
}

export function formatChecks(checks, run) {
  const width = Math.max(...checks.map((check) => check.label.length));
  const lines = checks.map(
    (check) => `  ${check.verdict.padEnd(4)}  ${check.label.padEnd(width)}  (${check.detail})`,
  );
  const differences = [
    run.driver === 'postgres' ? null : `${run.driver} instead of PostgreSQL`,
    run.listings === thresholds.listings ? null : `${run.listings} listings`,
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
