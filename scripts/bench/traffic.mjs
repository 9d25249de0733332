// Random traffic for the benchmark: filter combinations over every parameter of the spec's
// get-property-list (property_type, category_id, category_slug_id, city, state, country,
// min_price, max_price, posted_since, most_viewed, most_liked, promoted, search, parameter_id,
// limit, offset) plus the sorts, pages (a few deep ones), free-text words in English and Arabic
// (some misspelt, some in the letter variants people type), and detail pages drawn from a
// uniform sample of all public listings. Deterministic for a seed: the same run draws the same
// requests. Visitors pick cities as the market is split (big cities more often) but a third of
// the time any city, so the long tail is searched too.

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const chance = (random, probability) => random() < probability;

/** Words people search for: in the listings (titles, descriptions, places) or not at all. */
export const searchTerms = {
  english: [
    'apartment',
    'villa',
    'studio',
    'penthouse',
    'sunny',
    'quiet villa',
    'modern apartment',
    'kitchen',
    'garden',
    'balcony',
    'gym',
    'parking',
    'schools',
    'renovated house',
    'views',
    'concierge',
    'townhouse for rent',
    'office',
    'warehouse',
    'spacious',
    'bright penthouse dubai',
    'new york apartment',
    'london',
    'family house',
    'pool',
  ],
  /** Misspelt: found by trigram similarity on the title. */
  typos: ['apartmnt', 'appartment', 'vila', 'pentouse', 'studoi', 'sunnny', 'townhose', 'ofice'],
  arabic: [
    'شقة',
    'فيلا',
    'شقة للبيع',
    'للإيجار',
    'حديقة',
    'إطلالة',
    'مطبخ',
    'دبي',
    'مستودع',
    'مكتب',
    'شرفة',
    'المبنى',
    'أرض',
    'استوديو',
  ],
  /** Arabic as typed without hamza or with ه/ي for ة/ى: matched after normalisation. */
  arabicVariants: ['اطلالة', 'شقه', 'حديقه', 'المبني', 'ارض', 'الايجار'],
};

/** A search text: mostly English, a quarter Arabic, some typos and letter variants. */
export function searchText(random) {
  const u = random();
  if (u < 0.55) return pick(random, searchTerms.english);
  if (u < 0.7) return pick(random, searchTerms.typos);
  if (u < 0.9) return pick(random, searchTerms.arabic);
  return pick(random, searchTerms.arabicVariants);
}

/** A city as visitors choose one: 2/3 by the market's split, 1/3 any of the cities. */
function chooseCity(random, cities) {
  if (chance(random, 1 / 3)) return pick(random, cities);
  const total = cities.reduce((sum, city) => sum + city.listings, 0);
  let at = random() * total;
  for (const city of cities) {
    at -= city.listings;
    if (at < 0) return city;
  }
  return cities[cities.length - 1];
}

/** A page: mostly the first ones, 5 % deep (pages 21 to the last of the first 1,000 results). */
function choosePage(random, limit) {
  const u = random();
  const lastPage = Math.floor(999 / limit) + 1;
  if (u < 0.6) return 1;
  if (u < 0.85) return 2 + Math.floor(random() * 4);
  if (u < 0.95) return 6 + Math.floor(random() * 15);
  return Math.min(lastPage, 21 + Math.floor(random() * (lastPage - 20)));
}

function addPrices(random, query, deciles) {
  if (!deciles || deciles.length < 11 || !chance(random, 0.35)) return;
  const low = Math.floor(random() * 8);
  const high = low + 1 + Math.floor(random() * (10 - low));
  const u = random();
  if (u < 0.75) query.min_price = deciles[low];
  if (u > 0.25) query.max_price = deciles[high];
}

function addPlace(random, query, catalogue) {
  const u = random();
  if (u < 0.55) query.city = chooseCity(random, catalogue.cities).city;
  else if (u < 0.63) query.state = chooseCity(random, catalogue.cities).state;
  else if (u < 0.71) query.country = pick(random, catalogue.countries);
}

function addCategory(random, query, catalogue) {
  const u = random();
  if (u < 0.2) query.category_id = pick(random, catalogue.categories).id;
  else if (u < 0.3) query.category_slug_id = pick(random, catalogue.categories).slug;
}

function addParameter(random, query, catalogue) {
  if (catalogue.parameters.length === 0 || !chance(random, 0.1)) return;
  const parameter = pick(random, catalogue.parameters);
  query.parameter_id = parameter.id;
  if (parameter.values.length > 0 && chance(random, 0.6)) {
    query.parameter_value = pick(random, parameter.values);
  }
}

function addOrder(random, query) {
  const u = random();
  if (u < 0.05) query.most_viewed = 1;
  else if (u < 0.1) query.most_liked = 1;
  else if (u < 0.4)
    query.sort = pick(random, ['newest', 'price_low', 'price_high', 'most_viewed', 'most_liked']);
}

/**
 * One random combination of filters (no paging). `textShare` of them carry free text;
 * `textOnly` gives free text with at most a type or a city beside it.
 */
export function randomFilters(random, catalogue, { textShare = 0, textOnly = false } = {}) {
  const query = {};
  if (textOnly) {
    query.search = searchText(random);
    if (chance(random, 0.2)) query.property_type = pick(random, ['sell', 'rent']);
    if (chance(random, 0.15)) query.city = chooseCity(random, catalogue.cities).city;
    return query;
  }
  if (chance(random, 0.5)) query.property_type = pick(random, ['sell', 'rent']);
  addCategory(random, query, catalogue);
  addPlace(random, query, catalogue);
  addPrices(random, query, catalogue.prices[query.property_type ?? 'sell']);
  if (chance(random, 0.15)) {
    query.posted_since = pick(random, [
      'yesterday',
      'last_week',
      'last_month',
      'last_3_months',
      'last_6_months',
    ]);
  }
  if (chance(random, 0.04)) query.promoted = 1;
  addParameter(random, query, catalogue);
  addOrder(random, query);
  if (chance(random, textShare)) query.search = searchText(random);
  return query;
}

const toSearch = (query) =>
  new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));

/** A get-property-list URL: random filters, a limit (mostly 12) and an offset. */
export function apiPath(random, catalogue, options) {
  const query = randomFilters(random, catalogue, options);
  const limit = chance(random, 0.1) ? pick(random, [6, 24, 50]) : 12;
  const page = choosePage(random, limit);
  return `/api/get-property-list?${toSearch({ ...query, limit, offset: (page - 1) * limit })}`;
}

/** A /properties list page URL: the same filters, `page` for the page (12 per page). */
export function listPath(random, catalogue, options) {
  const query = randomFilters(random, catalogue, options);
  const page = choosePage(random, 12);
  const search = toSearch(page > 1 ? { ...query, page } : query).toString();
  return search ? `/properties?${search}` : '/properties';
}

/** A detail page of a listing drawn from the sample of all public listings. */
export function detailPath(random, catalogue) {
  return `/properties-details/${encodeURIComponent(pick(random, catalogue.slugs))}`;
}

/**
 * Detail pages never asked for before in this run: the listings in a random order without
 * repeats (a lazy Fisher–Yates shuffle), so each request is the page's first render — an
 * incremental static regeneration miss. Every drawn slug is added to `served`.
 */
export function firstVisitDetailPaths(random, catalogue, served) {
  const order = catalogue.slugs.slice();
  let next = 0;
  return () => {
    if (next >= order.length) next = 0; // every listing served once: start over (now hits)
    const swap = next + Math.floor(random() * (order.length - next));
    [order[next], order[swap]] = [order[swap], order[next]];
    const slug = order[next];
    next += 1;
    served.push(slug);
    return `/properties-details/${encodeURIComponent(slug)}`;
  };
}

/**
 * Detail pages already generated: drawn from `served` (the first-visit row's listings); when
 * that row did not run, from a pool of 500 listings that the row's warm-up generates.
 */
export function generatedDetailPaths(random, catalogue, served) {
  let pool = null;
  return () => {
    if (served.length > 0) pool = served;
    pool ??= firstVisitPool(random, catalogue, 500);
    return `/properties-details/${encodeURIComponent(pick(random, pool))}`;
  };
}

function firstVisitPool(random, catalogue, size) {
  const pool = [];
  const draw = firstVisitDetailPaths(random, catalogue, pool);
  for (let index = 0; index < Math.min(size, catalogue.slugs.length); index += 1) draw();
  return pool;
}

const projectTypes = ['upcoming', 'under_construction', 'completed'];
const projectPostedSince = ['last_week', 'last_month', 'last_3_months', 'last_6_months'];
const projectPrices = [100_000, 250_000, 500_000, 1_000_000, 2_000_000];

/** A project's city: a third uniformly, the rest weighted by how many projects it has. */
function chooseProjectCity(random, cities) {
  if (chance(random, 1 / 3)) return pick(random, cities).city;
  const total = cities.reduce((sum, city) => sum + city.projects, 0);
  let at = random() * total;
  for (const city of cities) {
    at -= city.projects;
    if (at < 0) return city.city;
  }
  return cities[cities.length - 1].city;
}

/**
 * A /projects list page URL: random filters over city, category, construction stage, price
 * range, posting date and free text, and a page (the list offers at most 50 pages).
 */
export function projectListPath(random, catalogue) {
  const query = {};
  const cities = catalogue.projects?.cities ?? [];
  if (cities.length > 0 && chance(random, 0.5)) query.city = chooseProjectCity(random, cities);
  if (chance(random, 0.2)) query.category_id = pick(random, catalogue.categories).id;
  if (chance(random, 0.25)) query.type = pick(random, projectTypes);
  if (chance(random, 0.15)) {
    const low = Math.floor(random() * (projectPrices.length - 1));
    query.min_price = projectPrices[low];
    if (chance(random, 0.5)) query.max_price = projectPrices[low + 1];
  }
  if (chance(random, 0.1)) query.posted_since = pick(random, projectPostedSince);
  if (chance(random, 0.1)) query.search = searchText(random);
  const u = random();
  const page =
    u < 0.7 ? 1 : u < 0.95 ? 2 + Math.floor(random() * 4) : 6 + Math.floor(random() * 45);
  const search = toSearch(page > 1 ? { ...query, page } : query).toString();
  return search ? `/projects?${search}` : '/projects';
}

/**
 * Project detail pages never asked for before in this run (as firstVisitDetailPaths): each
 * request is the page's first render, an incremental static regeneration miss.
 */
export function firstVisitProjectPaths(random, catalogue) {
  const order = (catalogue.projects?.slugs ?? []).slice();
  let next = 0;
  return () => {
    if (next >= order.length) next = 0;
    const swap = next + Math.floor(random() * (order.length - next));
    [order[next], order[swap]] = [order[swap], order[next]];
    const slug = order[next];
    next += 1;
    return `/project-details/${encodeURIComponent(slug)}`;
  };
}
