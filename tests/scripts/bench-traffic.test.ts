import { describe, expect, it } from 'vitest';
import { selectRows } from '../../scripts/bench/bench-options.mjs';
import { evaluateSearchTargets } from '../../scripts/bench/bench-report.mjs';
import { defineRows } from '../../scripts/bench/bench-rows.mjs';
import { benchCities } from '../../scripts/bench/bench-cities';
import {
  apiPath,
  createRandom,
  detailPath,
  firstVisitProjectPaths,
  listPath,
  projectListPath,
} from '../../scripts/bench/traffic.mjs';

const catalogue = {
  cities: [
    { city: 'New York', state: 'New York', country: 'United States', listings: 9000 },
    { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', listings: 6000 },
    { city: 'Elland', state: 'England', country: 'United Kingdom', listings: 40 },
  ],
  states: ['New York', 'Dubai', 'England'],
  countries: ['United States', 'United Arab Emirates', 'United Kingdom'],
  categories: [
    { id: 1, slug: 'apartment' },
    { id: 2, slug: 'villa' },
  ],
  parameters: [{ id: 3, kind: 'number', values: ['2', '3'] }],
  prices: {
    sell: [50000, 100000, 150000, 200000, 250000, 300000, 400000, 500000, 700000, 900000, 2000000],
    rent: [500, 800, 1000, 1200, 1500, 1800, 2200, 2600, 3000, 4000, 9000],
  },
  slugs: ['sunny-flat-1', 'quiet-villa-2', 'listing-3'],
  projects: {
    cities: [
      { city: 'London', projects: 30 },
      { city: 'Dubai', projects: 5 },
    ],
    slugs: ['harbour-towers', 'river-lofts', 'old-mill'],
  },
};

function draws(count: number, draw: (random: () => number) => string, seed = 7): URL[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => new URL(draw(random), 'http://bench'));
}

describe('the benchmark cities', () => {
  it('are 400 with a long tail: the largest about 10 %, most under 0.1 %', () => {
    const cities = benchCities();
    expect(cities).toHaveLength(400);
    expect(new Set(cities.map((city) => city.city.toLowerCase())).size).toBe(400);
    expect(cities[0]!.share).toBeGreaterThan(0.08);
    expect(cities[0]!.share).toBeLessThan(0.12);
    expect(cities.filter((city) => city.share < 0.001).length).toBeGreaterThan(200);
    expect(cities.reduce((sum, city) => sum + city.share, 0)).toBeCloseTo(1, 9);
    expect(cities.some((city) => city.isArabic)).toBe(true);
  });
});

describe('the benchmark traffic', () => {
  it('draws the same requests for the same seed, and others for another', () => {
    const path = (random: () => number) => apiPath(random, catalogue);
    expect(draws(50, path).map(String)).toEqual(draws(50, path).map(String));
    expect(draws(50, path, 8).map(String)).not.toEqual(draws(50, path).map(String));
  });

  it('uses every parameter of the spec, pages deep ones within the first 1,000 results', () => {
    const urls = draws(3000, (random) => apiPath(random, catalogue, { textShare: 0.15 }));
    const used = new Set(urls.flatMap((url) => [...url.searchParams.keys()]));
    for (const name of [
      'property_type',
      'category_id',
      'category_slug_id',
      'city',
      'state',
      'country',
      'min_price',
      'max_price',
      'posted_since',
      'most_viewed',
      'most_liked',
      'promoted',
      'search',
      'parameter_id',
      'limit',
      'offset',
      'sort',
    ]) {
      expect(used, name).toContain(name);
    }
    const offsets = urls.map((url) => Number(url.searchParams.get('offset')));
    expect(Math.max(...offsets)).toBeLessThan(1000);
    expect(offsets.filter((offset) => offset >= 240).length).toBeGreaterThan(30);
    const texts = urls.map((url) => url.searchParams.get('search')).filter(Boolean);
    expect(texts.length / urls.length).toBeGreaterThan(0.1);
    expect(texts.length / urls.length).toBeLessThan(0.2);
    expect(texts.some((text) => /[\u0600-\u06FF]/.test(text!))).toBe(true);
  });

  it('sends free text in every request of the text-only traffic', () => {
    const urls = draws(200, (random) => apiPath(random, catalogue, { textOnly: true }));
    expect(urls.every((url) => url.searchParams.get('search'))).toBe(true);
  });

  it('pages list pages with page=, and draws detail pages from the sample of listings', () => {
    const lists = draws(500, (random) => listPath(random, catalogue));
    expect(lists.every((url) => url.pathname === '/properties')).toBe(true);
    expect(lists.some((url) => Number(url.searchParams.get('page')) > 20)).toBe(true);
    const details = draws(100, (random) => detailPath(random, catalogue));
    expect(new Set(details.map((url) => url.pathname.split('/').pop()))).toEqual(
      new Set(catalogue.slugs),
    );
  });
});

describe('the benchmark project traffic', () => {
  it("draws /projects pages over the list's own filters, in its page range", () => {
    const lists = draws(500, (random) => projectListPath(random, catalogue));
    const allowed = new Set([
      'search',
      'category_id',
      'city',
      'type',
      'min_price',
      'max_price',
      'posted_since',
      'page',
    ]);
    expect(lists.every((url) => url.pathname === '/projects')).toBe(true);
    expect(
      lists.every((url) => [...url.searchParams.keys()].every((key) => allowed.has(key))),
    ).toBe(true);
    expect(lists.every((url) => Number(url.searchParams.get('page') ?? 1) <= 50)).toBe(true);
    expect(new Set(lists.map((url) => url.searchParams.get('city')))).toEqual(
      new Set([null, 'London', 'Dubai']),
    );
  });

  it('asks for every project detail page once before asking for any again', () => {
    const next = firstVisitProjectPaths(createRandom(3), catalogue);
    const first = [next(), next(), next()];
    expect(new Set(first)).toEqual(
      new Set(catalogue.projects.slugs.map((slug) => `/project-details/${slug}`)),
    );
  });
});

describe('the benchmark rows and targets', () => {
  const rows = defineRows({ city: 'New York', slug: 'sunny-flat-1', catalogue }, 1);

  it('picks rows by key or prefix, and names the rows when asked for an unknown one', () => {
    expect(selectRows(rows, 'api-').map((row) => row.key)).toEqual([
      'api-filters',
      'api-text-mix',
      'api-text',
    ]);
    expect(selectRows(rows, 'list-filters,single-floor')).toHaveLength(2);
    expect(() => selectRows(rows, 'nope')).toThrow(/no row is called nope[\s\S]*api-filters/);
  });

  it('keeps one URL per single row and a new URL per request in the mixed rows', () => {
    const single = rows.filter((row) => row.group === 'single');
    expect(single.every((row) => typeof row.path === 'string')).toBe(true);
    const mixed = rows.filter((row) => row.group === 'mixed' || row.group === 'visitors');
    expect(mixed.every((row) => typeof row.nextPath === 'function')).toBe(true);
  });

  it('ends with the realtime row, which loads no URL (it starts its own instances)', () => {
    expect(rows.at(-1)).toMatchObject({ key: 'realtime', group: 'realtime', isRealtime: true });
    expect(selectRows(rows, 'realtime')).toHaveLength(1);
  });

  it('asks for each detail page once in the misses row, and only those again in the hits row', () => {
    const fresh = defineRows({ city: 'New York', slug: 'sunny-flat-1', catalogue }, 3);
    const misses = fresh.find((row) => row.key === 'detail-misses')!;
    const hits = fresh.find((row) => row.key === 'detail-hits')!;
    expect(hits.group).toBe('visitors');
    const first = [misses.nextPath!(), misses.nextPath!(), misses.nextPath!()];
    expect(new Set(first).size).toBe(3);
    expect(new Set(first)).toEqual(
      new Set(catalogue.slugs.map((slug) => `/properties-details/${slug}`)),
    );
    const again = Array.from({ length: 20 }, () => hits.nextPath!());
    expect(again.every((path) => first.includes(path))).toBe(true);
  });

  it('passes a target only on clean answers within the limit, and leaves unmeasured ones n/a', () => {
    const result = (p95: number, requestsPerSecond: number, non2xx = 0) => ({
      p95,
      requestsPerSecond,
      non2xx,
      errors: 0,
    });
    const checks = evaluateSearchTargets(
      [
        { key: 'api-filters', result: result(40, 320) },
        { key: 'api-text-mix', result: result(90, 200, 3) },
        { key: 'api-text', result: result(200, 50) },
      ],
      { driver: 'postgres', listings: 100_000 },
    );
    const verdicts = checks.map((check) => check.verdict);
    expect(verdicts.slice(0, 4)).toEqual(['PASS', 'PASS', 'FAIL', 'FAIL']);
    expect(verdicts.slice(4)).toEqual(['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a']);
  });

  it('passes the ISR hit target at half the floor page’s throughput', () => {
    const result = (requestsPerSecond: number) => ({
      p95: 5,
      requestsPerSecond,
      non2xx: 0,
      errors: 0,
    });
    const verdictAt = (hits: number) =>
      evaluateSearchTargets(
        [
          { key: 'detail-hits', result: result(hits) },
          { key: 'single-floor', result: result(1000) },
        ],
        { driver: 'postgres', listings: 100_000 },
      ).at(-1)!.verdict;
    expect(verdictAt(600)).toBe('PASS');
    expect(verdictAt(400)).toBe('FAIL');
  });
});
