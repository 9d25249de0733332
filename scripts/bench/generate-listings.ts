/**
 * Generates benchmark listings in SQL (INSERT … SELECT FROM generate_series), chunk by chunk,
 * after the demo data is in: every value is drawn from hashint8(id), so the same count gives the
 * same rows on every run and on either engine. Each listing copies a seeded listing's category,
 * title image and gallery (so photos resolve), lives in one of 400 cities whose sizes follow a
 * long tail (scripts/bench/bench-cities.ts) with jittered coordinates, belongs to one of N/100
 * generated agents (about 100 listings each, as agents have, rather than the demo's 14 users
 * holding thousands each), and gets bedrooms/bathrooms/area, a few facilities and, for ~1%, a
 * running advertisement. Half of the listings in Arabic-speaking countries are written in
 * Arabic (title and description, with the letter variants real text has: أ إ آ ة ى).
 * Secondary indexes are dropped during the load and built again afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { benchCities, type BenchCity } from './bench-cities';

export interface GenerateListingsOptions {
  count: number;
  chunkSize?: number;
  log?: (line: string) => void;
}

export interface GeneratedListings {
  agents: number;
  firstId: number;
  lastId: number;
  images: number;
  parameters: number;
  facilities: number;
  advertisements: number;
}

interface Template {
  id: number;
  categoryId: number;
  titleImage: string;
}

/** The generated owners: ids `firstId` … `firstId + count - 1`. */
interface Agents {
  firstId: number;
  count: number;
}

const tables = ['properties', 'property_images', 'property_parameters', 'property_facilities'];
const adjectives = [
  'Bright',
  'Spacious',
  'Quiet',
  'Modern',
  'Renovated',
  'Sunny',
  'Cosy',
  'Elegant',
  'Classic',
  'Airy',
];
const sentences = [
  'Light pours in through tall windows on two sides.',
  'The kitchen was redone last year with stone counters.',
  'Shops, cafés and a park are a short walk away.',
  'A calm street with easy parking and good transport links.',
  'Generous storage throughout, including a walk-in closet.',
  'Wooden floors, high ceilings and a relaxed layout.',
  'The building has a concierge, a gym and bicycle storage.',
  'Ideal for a family, with schools nearby.',
  'Freshly painted and ready to move in.',
  'Open views over the neighbourhood from the main room.',
  'Energy-efficient heating and double glazing keep bills low.',
  'Viewings can be arranged at short notice.',
];
/** Arabic listings: the category's name, a feature for the title and twelve sentences. */
const arabicCategories: Record<string, string> = {
  Apartment: 'شقة',
  House: 'منزل',
  Villa: 'فيلا',
  Penthouse: 'بنتهاوس',
  Townhouse: 'تاون هاوس',
  Studio: 'استوديو',
  Office: 'مكتب',
  Shop: 'محل تجاري',
  Land: 'أرض',
  Warehouse: 'مستودع',
};
const arabicFeatures = [
  'إطلالة رائعة',
  'تشطيب حديث',
  'موقع هادئ',
  'مساحة واسعة',
  'إضاءة طبيعية',
  'قريب من المدارس',
  'مع حديقة خاصة',
  'مع شرفة كبيرة',
  'بجانب البحر',
  'جاهز للسكن',
];
const arabicSentences = [
  'تدخل الشمس من نوافذ كبيرة على جانبين.',
  'تم تجديد المطبخ العام الماضي بأسطح من الحجر.',
  'المحلات والمقاهي والحديقة العامة على بعد خطوات.',
  'شارع هادئ مع مواقف سهلة ومواصلات قريبة.',
  'مساحات تخزين واسعة وخزانة ملابس كبيرة.',
  'أرضيات خشبية وأسقف عالية وتصميم مريح.',
  'المبنى فيه حارس أمن وصالة رياضية ومكان للدراجات.',
  'مناسب للعائلات مع مدارس قريبة.',
  'مدهون حديثا وجاهز للسكن فورا.',
  'إطلالة مفتوحة على الحي من الغرفة الرئيسية.',
  'تدفئة موفرة للطاقة وزجاج مزدوج يخفض الفواتير.',
  'يمكن ترتيب المعاينة في وقت قصير، والمستشفى قريب.',
];

/** A uniform draw in [0, 1) for row `id` and draw number `key` (0 ≤ key < 1009). */
function draw(id: string, key: number | string): string {
  return `((hashint8(${id} * 1009 + ${key})::float8 + 2147483648) / 4294967296)`;
}

/** Floor area in sq ft: mostly small, some large; prices and parameters both derive from it. */
function area(id: string): string {
  return `round(350 + 2650 * power(${draw(id, 4)}, 1.7))::int`;
}

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

function textArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(', ')}]::text[]`;
}

async function query<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

async function loadTemplates(db: Database): Promise<Template[]> {
  const rows = await query<{ id: number; category_id: number; image: string }>(
    db,
    `select id, category_id, title_image as image from properties
      where title_image is not null and title_image <> '' order by id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    categoryId: Number(row.category_id),
    titleImage: row.image,
  }));
}

async function parameterIds(db: Database): Promise<{ bed: number; bath: number; area: number }> {
  // The names server/db/seed/demo-catalogue.ts gives these parameters.
  const names = ['Bedrooms', 'Bathrooms', 'Area (sq ft)'];
  const rows = await query<{ id: number; name: string }>(
    db,
    `select id, name from parameters where name in (${names.map(literal).join(', ')})`,
  );
  const idOf = (name: string): number => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`The seeded catalogue has no parameter "${name}".`);
    return Number(row.id);
  };
  return { bed: idOf(names[0] ?? ''), bath: idOf(names[1] ?? ''), area: idOf(names[2] ?? '') };
}

function templatesCte(templates: readonly Template[]): string {
  const values = templates.map(
    (t, n) => `(${n}, ${t.id}, ${t.categoryId}, ${literal(t.titleImage)})`,
  );
  return `templates (n, template_id, category_id, title_image) as (values ${values.join(', ')})`;
}

function citiesCte(cities: readonly BenchCity[]): string {
  const values = cities.map((c, n) =>
    [
      n,
      literal(c.city),
      literal(c.state),
      literal(c.country),
      `${c.latitude}::float8`,
      `${c.longitude}::float8`,
      `${c.salePerSqft}::float8`,
      `${c.rentPerSqft}::float8`,
      textArray(c.streets),
      c.isArabic ? 'true' : 'false',
      literal(c.arabicName),
    ].join(', '),
  );
  return `cities (n, city, state, country, lat, lng, sale_sqft, rent_sqft, streets, is_arabic,
    arabic_name) as (values (${values.join('), (')}))`;
}

/**
 * The lower bounds of the cities' slices of [0, 1), after the first: `width_bucket(u, bounds)`
 * is then the city's number (a binary search, not a join over 400 ranges).
 */
function cityBounds(cities: readonly BenchCity[]): string {
  let sum = 0;
  const bounds = cities.slice(0, -1).map((city) => (sum += city.share));
  return `array[${bounds.map((bound) => bound.toFixed(12)).join(', ')}]::float8[]`;
}

/**
 * How listings' ages are spread: uniformly over the last year, newer for higher ids. A live
 * marketplace inserts a listing when it is posted, so its table holds listings in about the
 * order they were posted; drawing each age apart would scatter the newest listings over the
 * whole table, a layout only a bulk import out of date order gives.
 */
interface Ages {
  lastId: number;
  count: number;
}

/** The draws of one chunk of ids: which template and city, the area and the other choices. */
function drawsCte(
  from: number,
  to: number,
  counts: { templates: number; cityBounds: string; agents: Agents; ages: Ages },
): string {
  const { templates: templateCount, agents, ages } = counts;
  return `draws as (
    select g.id,
      ${agents.firstId} + floor(${draw('g.id', 23)} * ${agents.count})::int as owner_id,
      floor(${draw('g.id', 1)} * ${templateCount})::int as template_n,
      width_bucket(${draw('g.id', 2)}, ${counts.cityBounds}) as city_n,
      ${area('g.id')} as area,
      ${draw('g.id', 3)} < 0.6 as is_sale,
      ${draw('g.id', 5)} as u_price,
      ${draw('g.id', 6)} as u_beds,
      ${draw('g.id', 7)} as u_baths,
      (${ages.lastId} - g.id + ${draw('g.id', 8)}) / ${ages.count} as u_age,
      ${draw('g.id', 9)} as u_review,
      ${draw('g.id', 10)} as u_active,
      ${draw('g.id', 11)} as u_status,
      ${draw('g.id', 12)} as u_premium,
      ${draw('g.id', 13)} as u_lat,
      ${draw('g.id', 14)} as u_lng,
      ${draw('g.id', 15)} as u_views,
      ${draw('g.id', 16)} as u_likes,
      ${draw('g.id', 17)} as u_adjective,
      ${draw('g.id', 18)} as u_street,
      ${draw('g.id', 19)} as u_number,
      ${draw('g.id', 20)} as u_s1,
      ${draw('g.id', 21)} as u_s2,
      ${draw('g.id', 22)} as u_s3,
      ${draw('g.id', 24)} as u_arabic
    from generate_series(${from}::bigint, ${to}::bigint) as g(id))`;
}

function bedroomsOf(d: string): string {
  return `greatest(1, least(6, floor(${d}.area / 520)::int + (${d}.u_beds < 0.35)::int))`;
}

/** The SQL of an Arabic listing's title and description (see arabicCategories and co.). */
function arabicTextSql(): { title: string; description: string } {
  const categoryName = `case cat.name ${Object.entries(arabicCategories)
    .map(([english, arabic]) => `when ${literal(english)} then ${literal(arabic)}`)
    .join(' ')} else cat.name end`;
  const feature = pickSql(textArray(arabicFeatures), 'd.u_adjective', arabicFeatures.length);
  const title = `${categoryName} || case when d.is_sale then ' للبيع' else ' للإيجار' end
      || ' في ' || c.arabic_name || ' - ' || ${feature}`;
  const description = `x.title || '. ' || ${sentencesSql(arabicSentences)}
        || ' المساحة ' || d.area || ' قدم مربع قرب ' || x.street || '.'`;
  return { title, description };
}

function pickSql(array: string, u: string, length: number | string): string {
  return `(${array})[1 + floor(${u} * ${length})::int]`;
}

/** Three different sentences: the second and third step 1–5 places on from the one before. */
function sentencesSql(list: readonly string[]): string {
  const n = list.length;
  const first = `floor(d.u_s1 * ${n})::int`;
  const second = `(${first} + 1 + floor(d.u_s2 * 5)::int)`;
  const third = `(${second} + 1 + floor(d.u_s3 * 5)::int)`;
  const sentence = (index: string) => `(${textArray(list)})[1 + ${index} % ${n}]`;
  return `${sentence(first)} || ' ' || ${sentence(second)} || ' ' || ${sentence(third)}`;
}

function insertPropertiesSql(ctes: string): string {
  const englishTitle = `${pickSql(textArray(adjectives), 'd.u_adjective', adjectives.length)} || ' ' || lower(cat.name)
      || case when d.is_sale then ' for sale' else ' for rent' end || ' in ' || c.city`;
  const englishDescription = `x.title || '. ' || ${sentencesSql(sentences)}
        || ' ' || d.area || ' sq ft near ' || x.street || '.'`;
  const arabic = arabicTextSql();
  const isArabic = 'c.is_arabic and d.u_arabic < 0.5';
  const slugBase = `trim(both '-' from regexp_replace(lower(x.title), '[^a-z0-9]+', '-', 'g'))`;
  return `with ${ctes}
    insert into properties (id, slug_id, owner_id, category_id, title, description, address, city,
      state, country, latitude, longitude, price, property_type, rent_duration, listing_status,
      review_status, rejection_reason, is_active, is_premium, title_image, total_views,
      total_likes, published_at, created_at, updated_at)
    select d.id,
      coalesce(nullif(${slugBase}, ''), 'listing') || '-' || d.id,
      d.owner_id, t.category_id, x.title,
      case when ${isArabic} then ${arabic.description} else ${englishDescription} end,
      (1 + floor(d.u_number * 480))::int || ' ' || x.street || ', ' || c.city,
      c.city, c.state, c.country,
      c.lat + (d.u_lat - 0.5) * 0.3, c.lng + (d.u_lng - 0.5) * 0.3,
      case when d.is_sale
        then (round(d.area * c.sale_sqft * (0.6 + 0.8 * d.u_price) / 1000) * 1000)::numeric
        else (round(d.area * c.rent_sqft * (0.6 + 0.8 * d.u_price) / 10) * 10)::numeric end,
      case when d.is_sale then 'sell' else 'rent' end,
      case when d.is_sale then null else 'monthly' end,
      case when d.u_status < 0.93 then 'available' when d.is_sale then 'sold' else 'rented' end,
      x.review,
      case when x.review = 'rejected' then 'The photos do not show the listing.' end,
      d.u_active < 0.99, d.u_premium < 0.05, t.title_image,
      floor(power(d.u_views, 3) * 5000)::int,
      floor(power(d.u_views, 3) * 5000 * 0.03 * d.u_likes)::int,
      case when x.review = 'approved' then x.created_at end,
      x.created_at, x.created_at
    from draws d
    join templates t on t.n = d.template_n
    join cities c on c.n = d.city_n
    join categories cat on cat.id = t.category_id
    cross join lateral (select
      case when ${isArabic} then ${arabic.title} else ${englishTitle} end as title,
      ${pickSql('c.streets', 'd.u_street', 'array_length(c.streets, 1)')} as street,
      case when d.u_review < 0.96 then 'approved' when d.u_review < 0.98 then 'pending'
        else 'rejected' end as review,
      now() - d.u_age * interval '365 days' as created_at) x`;
}

function insertImagesSql(ctes: string): string {
  return `with ${ctes}
    insert into property_images (property_id, image, sequence)
    select d.id, pi.image, pi.sequence
    from draws d join templates t on t.n = d.template_n
    join property_images pi on pi.property_id = t.template_id`;
}

function insertParametersSql(ctes: string, ids: { bed: number; bath: number; area: number }) {
  return `with ${ctes}
    insert into property_parameters (property_id, parameter_id, value)
    select d.id, cp.parameter_id,
      case cp.parameter_id when ${ids.bed} then b.bedrooms::text
        when ${ids.bath} then greatest(1, b.bedrooms - floor(d.u_baths * 2)::int)::text
        else d.area::text end
    from draws d join templates t on t.n = d.template_n
    join category_parameters cp on cp.category_id = t.category_id
      and cp.parameter_id in (${ids.bed}, ${ids.bath}, ${ids.area})
    cross join lateral (select ${bedroomsOf('d')} as bedrooms) b`;
}

function insertFacilitiesSql(from: number, to: number): string {
  return `insert into property_facilities (property_id, facility_id, distance)
    select g.id, f.id, round((0.1 + ${draw('g.id', '(200 + f.id % 100)')} * 6)::numeric, 2)
    from generate_series(${from}::bigint, ${to}::bigint) as g(id) cross join facilities f
    where ${draw('g.id', '(300 + f.id % 100)')} < 0.2`;
}

function insertAdvertisementsSql(from: number, to: number): string {
  return `insert into advertisements (user_id, property_id, type, status, starts_at, ends_at,
      created_at, updated_at)
    select p.owner_id, p.id,
      case when ${draw('p.id', 700)} < 0.4 then 'slider' else 'list' end, 'approved',
      x.starts_at, now() + (30 + floor(${draw('p.id', 702)} * 60)) * interval '1 day',
      x.starts_at, x.starts_at
    from properties p
    cross join lateral (select now() - (1 + floor(${draw('p.id', 701)} * 20)) * interval '1 day'
      as starts_at) x
    where p.id between ${from} and ${to} and p.review_status = 'approved' and p.is_active
      and p.listing_status = 'available' and ${draw('p.id', 703)} < 0.0105`;
}

/** One agent per 100 listings, with a demo user's avatar, as the generated listings' owners. */
async function insertAgents(db: Database, listings: number): Promise<Agents> {
  const count = Math.max(1, Math.ceil(listings / 100));
  const [{ max = 0 } = {}] = await query<{ max: number }>(
    db,
    'select coalesce(max(id), 0) as max from users',
  );
  const firstId = Number(max) + 1;
  await db.execute(
    sql.raw(`insert into users (id, name, email, slug_id, profile_image, about_me, created_at,
        updated_at)
      select ${firstId} + g.n, 'Bench Agent ' || (g.n + 1),
        'bench-agent-' || (g.n + 1) || '@example.com', 'bench-agent-' || (g.n + 1),
        (select profile_image from users where profile_image is not null
          order by id offset g.n % greatest(1, (select count(*) from users
            where profile_image is not null)) limit 1),
        'A generated agent of the benchmark.', now() - interval '2 years', now() - interval '2 years'
      from generate_series(0, ${count - 1}) as g(n)`),
  );
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`),
  );
  return { firstId, count };
}

async function rowCount(db: Database, text: string): Promise<number> {
  const result = (await db.execute(sql.raw(text))) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** Drops the indexes that no constraint needs; returns their definitions to build them again. */
async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const rows = await query<{ name: string; definition: string }>(
    db,
    `select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class ic on ic.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname in (${tables.map(literal).join(', ')})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by ic.relname`,
  );
  for (const row of rows) await db.execute(sql.raw(`drop index ${row.name}`));
  return rows.map((row) => row.definition);
}

async function createIndexes(db: Database, definitions: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const definition of definitions) await tx.execute(sql.raw(definition));
  });
}

export async function generateListings(
  db: Database,
  options: GenerateListingsOptions,
): Promise<GeneratedListings> {
  const log = options.log ?? (() => undefined);
  const chunkSize = options.chunkSize ?? 50_000;
  const templates = await loadTemplates(db);
  const cities = benchCities();
  const ids = await parameterIds(db);
  if (templates.length === 0 || cities.length === 0) {
    throw new Error('Seed the demo data first: generated listings copy its listings and cities.');
  }
  const [{ max = 0 } = {}] = await query<{ max: number }>(
    db,
    'select coalesce(max(id), 0) as max from properties',
  );
  const firstId = Number(max) + 1;
  const lastId = firstId + options.count - 1;
  const totals = { images: 0, parameters: 0, facilities: 0, advertisements: 0 };
  if (options.count <= 0) return { agents: 0, firstId, lastId: firstId - 1, ...totals };
  const agents = await insertAgents(db, options.count);

  const indexes = await dropSecondaryIndexes(db);
  for (let from = firstId; from <= lastId; from += chunkSize) {
    const to = Math.min(lastId, from + chunkSize - 1);
    const started = Date.now();
    const ctes = [
      templatesCte(templates),
      citiesCte(cities),
      drawsCte(from, to, {
        templates: templates.length,
        cityBounds: cityBounds(cities),
        agents,
        ages: { lastId, count: options.count },
      }),
    ].join(',\n');
    await db.execute(sql.raw(insertPropertiesSql(ctes)));
    totals.images += await rowCount(db, insertImagesSql(ctes));
    totals.parameters += await rowCount(db, insertParametersSql(ctes, ids));
    totals.facilities += await rowCount(db, insertFacilitiesSql(from, to));
    log(
      `listings ${from - firstId + 1}–${to - firstId + 1} of ${options.count} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  totals.advertisements = await rowCount(db, insertAdvertisementsSql(firstId, lastId));
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`,
    ),
  );
  const started = Date.now();
  await createIndexes(db, indexes);
  log(`rebuilt ${indexes.length} indexes (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { agents: agents.count, firstId, lastId, ...totals };
}
