// The benchmark's rows. The headline is mixed traffic with nothing cached: a new random URL for
// every request (scripts/bench/traffic.mjs) sent with `Cache-Control: no-cache`, which the
// shared page cache in front of the app passes on, so every request is rendered. The same
// traffic (other draws) once more as visitors get it, through the cache. Last, the single-URL
// rows: one URL again and again, which measures the cache only, labelled so.
import { apiPath, createRandom, detailPath, listPath } from './traffic.mjs';

/**
 * The floor: the 404 page. Next prerenders pages/404.tsx to static HTML at build time and the
 * same server answers any unknown path with it, running none of our code (no data, no
 * getServerSideProps). Its answers are 404 by design.
 */
export const floorPath = '/bench-floor-static-404';

const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const json = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
const noCache = { 'cache-control': 'no-cache' };

export const groups = {
  mixed: 'Mixed traffic, nothing cached (Cache-Control: no-cache) — the headline',
  visitors: 'Mixed traffic as visitors get it (through the shared page cache)',
  single: 'Single URL (cache only): one URL again and again',
};

/** A stable number for a row's key, so each row draws the same requests in every run. */
function keySeed(key) {
  let hash = 0;
  for (const character of key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  return hash;
}

const mixedTraffic = [
  {
    key: 'api-filters',
    label: 'get-property-list, random filters',
    headers: json,
    draw: (random, catalogue) => apiPath(random, catalogue),
  },
  {
    key: 'api-text-mix',
    label: 'get-property-list, random filters, free text in 15 %',
    headers: json,
    draw: (random, catalogue) => apiPath(random, catalogue, { textShare: 0.15 }),
  },
  {
    key: 'api-text',
    label: 'get-property-list, free text alone',
    headers: json,
    draw: (random, catalogue) => apiPath(random, catalogue, { textOnly: true }),
  },
  {
    key: 'list-filters',
    label: '/properties?…, random filters (10 % free text)',
    headers: html,
    draw: (random, catalogue) => listPath(random, catalogue, { textShare: 0.1 }),
  },
  {
    key: 'detail-all',
    label: '/properties-details/…, random listings',
    headers: html,
    draw: (random, catalogue) => detailPath(random, catalogue),
  },
];

function mixedRows({ seed, catalogue, group, prefix, extraHeaders }) {
  return mixedTraffic.map(({ key, label, headers, draw }) => {
    const rowKey = `${prefix}${key}`;
    const random = createRandom(seed + keySeed(rowKey));
    return {
      key: rowKey,
      label,
      group,
      headers: { ...headers, ...extraHeaders },
      nextPath: () => draw(random, catalogue),
    };
  });
}

export function defineRows(summary, seed) {
  const catalogue = summary.catalogue;
  const city = encodeURIComponent(summary.city);
  const single = [
    { key: 'single-floor', label: 'floor (static 404 page)', path: floorPath, headers: html },
    { key: 'single-home', label: 'home page /', path: '/', headers: html },
    {
      key: 'single-list',
      label: 'list page',
      path: `/properties?city=${city}&property_type=rent&max_price=5000`,
      headers: html,
    },
    {
      key: 'single-detail',
      label: 'detail page',
      path: `/properties-details/${encodeURIComponent(summary.slug)}`,
      headers: html,
    },
    {
      key: 'single-api',
      label: 'get-property-list',
      path: `/api/get-property-list?city=${city}&property_type=sell&min_price=100000&max_price=900000&limit=12`,
      headers: json,
    },
  ].map((row) => ({ ...row, group: 'single', isFloor: row.key === 'single-floor' }));
  return [
    ...mixedRows({ seed, catalogue, group: 'mixed', prefix: '', extraHeaders: noCache }),
    ...mixedRows({ seed, catalogue, group: 'visitors', prefix: 'visitors-', extraHeaders: {} }),
    ...single,
  ];
}
