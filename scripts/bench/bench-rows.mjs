// The benchmark's rows. The headline is mixed traffic with nothing cached: a new random URL for
// every request (scripts/bench/traffic.mjs). The API and the list pages have no page cache in
// the app (their s-maxage is for a CDN), so every request runs the query and the render; detail
// pages are drawn without repeats, so each is its first render (an ISR miss). Then as visitors
// get it: the detail pages already generated (ISR hits). Last, the single-URL rows: one URL
// again and again, labelled so.
import {
  apiPath,
  createRandom,
  firstVisitDetailPaths,
  firstVisitProjectPaths,
  generatedDetailPaths,
  listPath,
  projectListPath,
} from './traffic.mjs';

/**
 * The floor: the 404 page. Next prerenders pages/404.tsx to static HTML at build time and the
 * same server answers any unknown path with it, running none of our code (no data, no
 * getServerSideProps). Its answers are 404 by design.
 */
export const floorPath = '/bench-floor-static-404';

const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const json = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

export const groups = {
  mixed: 'Mixed traffic, nothing cached — the headline',
  visitors: 'As visitors get it: detail pages already generated (ISR hits)',
  single: 'Single URL: one URL again and again',
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
    key: 'detail-misses',
    label: '/properties-details/…, first render of each listing (ISR misses)',
    group: 'mixed',
    headers: html,
    paths: (random, catalogue, served) => firstVisitDetailPaths(random, catalogue, served),
  },
  {
    key: 'project-list',
    label: '/projects?…, random filters (10 % free text)',
    headers: html,
    draw: (random, catalogue) => projectListPath(random, catalogue),
  },
  {
    key: 'project-detail-misses',
    label: '/project-details/…, first render of each project (ISR misses)',
    headers: html,
    paths: (random, catalogue) => firstVisitProjectPaths(random, catalogue),
  },
  {
    key: 'detail-hits',
    label: '/properties-details/…, listings already generated (ISR hits)',
    group: 'visitors',
    headers: html,
    paths: (random, catalogue, served) => generatedDetailPaths(random, catalogue, served),
  },
];

function mixedRows({ seed, catalogue }) {
  // The detail pages the misses row generated, for the hits row to ask for again.
  const served = [];
  return mixedTraffic.map(({ key, label, group = 'mixed', headers, draw, paths }) => {
    const random = createRandom(seed + keySeed(key));
    return {
      key,
      label,
      group,
      headers,
      nextPath: paths ? paths(random, catalogue, served) : () => draw(random, catalogue),
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
  // Not an HTTP load: scripts/bench/realtime-bench.mjs starts its own instances.
  const realtime = {
    key: 'realtime',
    label: 'live streams held, message delivery on one and two instances',
    group: 'realtime',
    isRealtime: true,
  };
  return [...mixedRows({ seed, catalogue }), ...single, realtime];
}
