import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import type { ProjectListDto } from '@/api/projects/get-projects';
import { projectDocuments, projectImages, projectPlans, projects } from '@/server/db/schema';
import { buildSitemap } from '@/server/seo/sitemap';
import { loadProjectDetailPage } from '@/server/ssr/project-detail-page';
import { loadProjectListPage } from '@/server/ssr/project-list-page';
import { insertCategory, insertLanguages } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSignedInUser } from '../../support/owner-listing-kit';
import { insertProject } from '../../support/project-test-kit';
import { pageContext, queryData } from '../../support/page-context-kit';

let regenerated: string[] = [];
const api = setUpApiTest({
  revalidatePage: async (path) => {
    regenerated.push(path);
  },
});
let owner: { user: { id: number }; token: string };
let apartmentsId = 0;
const siteUrl = 'https://hearth.example';

beforeAll(async () => {
  const db = api.db;
  await insertLanguages(db);
  owner = await insertSignedInUser(db);
  const apartments = await insertCategory(db, { name: 'Apartment', slugId: 'apartment' });
  const villas = await insertCategory(db, { name: 'Villa', slugId: 'villa' });
  apartmentsId = apartments.id;
  const harbour = await insertProject(db, owner.user, apartments.id, {
    slugId: 'harbour-lofts',
    title: 'Harbour Lofts',
    city: 'Lisbon',
    minPrice: '250000.00',
    maxPrice: '690000.00',
    completionDate: '2027-06-30',
    image: 'projects/harbour/main.webp',
    metaDescription: 'Forty lofts on the Lisbon waterfront, ready in 2027, from 250,000.',
  });
  await db.insert(projectPlans).values([
    {
      projectId: harbour.id,
      title: 'One-bedroom loft',
      document: 'projects/harbour/plan-1.webp',
      kind: 'image',
      position: 0,
    },
    {
      projectId: harbour.id,
      title: 'Penthouse',
      document: 'projects/harbour/plan-2.pdf',
      kind: 'pdf',
      position: 1,
    },
  ]);
  await db.insert(projectDocuments).values({
    listingId: harbour.id,
    file: 'projects/harbour/brochure.pdf',
    name: 'Brochure.pdf',
  });
  await db
    .insert(projectImages)
    .values({ listingId: harbour.id, image: 'projects/harbour/g1.webp', sequence: 1 });
  await insertProject(db, owner.user, apartments.id, { slugId: 'river-flats', city: 'Lisbon' });
  await insertProject(db, owner.user, villas.id, {
    slugId: 'porto-villas',
    city: 'Porto',
    type: 'completed',
  });
  await insertProject(db, owner.user, apartments.id, {
    slugId: 'pending-towers',
    city: 'Faro',
    reviewStatus: 'pending',
  });
  await insertProject(db, owner.user, apartments.id, {
    slugId: 'switched-off',
    city: 'Braga',
    isActive: false,
  });
});

beforeEach(() => {
  regenerated = [];
});

describe('loadProjectListPage', () => {
  it('prefetches the public projects of its filters, the categories and the cities with projects', async () => {
    const { context, headers } = pageContext({
      query: { city: 'lisbon', category_id: String(apartmentsId), type: 'nonsense' },
    });
    const props = await loadProjectListPage(api.db, context);
    expect(props.filters).toEqual({ city: 'lisbon', category_id: apartmentsId, page: 1 });
    const list = queryData<ProjectListDto>(props.dehydratedState, projectKeys.list(props.filters));
    expect(list?.total).toBe(2);
    expect(list?.data.map((card) => card.slug_id).sort()).toEqual(['harbour-lofts', 'river-flats']);
    expect(queryData<unknown[]>(props.dehydratedState, filterKeys.categories())).toHaveLength(2);
    expect(props.cities).toEqual(['Lisbon', 'Porto']);
    expect(headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
    );
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it('filters by construction status and price range, dropping an upside-down range', async () => {
    const completed = await loadProjectListPage(
      api.db,
      pageContext({ query: { type: 'completed' } }).context,
    );
    expect(
      queryData<ProjectListDto>(
        completed.dehydratedState,
        projectKeys.list(completed.filters),
      )?.data.map((card) => card.slug_id),
    ).toEqual(['porto-villas']);

    const priced = await loadProjectListPage(
      api.db,
      pageContext({ query: { min_price: '600000' } }).context,
    );
    expect(priced.filters).toEqual({ min_price: 600000, page: 1 });
    expect(
      queryData<ProjectListDto>(priced.dehydratedState, projectKeys.list(priced.filters))?.data.map(
        (card) => card.slug_id,
      ),
    ).toEqual(['harbour-lofts']);

    const upsideDown = await loadProjectListPage(
      api.db,
      pageContext({ query: { min_price: '9', max_price: '1', page: '2' } }).context,
    );
    expect(upsideDown.filters).toEqual({ page: 2 });
  });

  it('filters by completion date from the URL, dropping a day that does not exist', async () => {
    const byEnd2027 = await loadProjectListPage(
      api.db,
      pageContext({ query: { completion_before: '2027-12-31' } }).context,
    );
    expect(byEnd2027.filters).toEqual({ completion_before: '2027-12-31', page: 1 });
    expect(
      queryData<ProjectListDto>(
        byEnd2027.dehydratedState,
        projectKeys.list(byEnd2027.filters),
      )?.data.map((card) => card.slug_id),
    ).toEqual(['harbour-lofts']);

    const tooEarly = await loadProjectListPage(
      api.db,
      pageContext({ query: { completion_before: '2027-06-29' } }).context,
    );
    expect(
      queryData<ProjectListDto>(tooEarly.dehydratedState, projectKeys.list(tooEarly.filters))
        ?.total,
    ).toBe(0);

    const notADay = await loadProjectListPage(
      api.db,
      pageContext({ query: { completion_before: '2027-02-30' } }).context,
    );
    expect(notADay.filters).toEqual({ page: 1 });
  });
});

describe('loadProjectDetailPage', () => {
  it('is a static page with the public detail and similar projects, never the gated files', async () => {
    const result = await loadProjectDetailPage(
      api.db,
      pageContext({ slug: 'harbour-lofts' }).context,
    );
    if (!('props' in result)) throw new Error('expected props');
    expect(result.revalidate).toBe(3600);
    const props = await result.props;
    const detail = queryData<ProjectDetailDto>(
      props.dehydratedState,
      projectKeys.detail('harbour-lofts'),
    );
    expect(detail).toMatchObject({
      slug_id: 'harbour-lofts',
      plans: [
        { title: 'One-bedroom loft', kind: 'image' },
        { title: 'Penthouse', kind: 'pdf' },
      ],
      documents_count: 1,
    });
    expect(detail?.similar_projects?.map((card) => card.slug_id)).toEqual(['river-flats']);
    const json = JSON.stringify(props);
    expect(json).not.toContain('plan-1');
    expect(json).not.toContain('plan-2.pdf');
    expect(json).not.toContain('brochure.pdf');
    expect(detail?.developer).not.toHaveProperty('mobile');
    expect(detail?.developer).not.toHaveProperty('email');
    expect(JSON.parse(json)).toStrictEqual(props);
  });

  it('describes the project for search engines: meta text, a Residence and its price range', async () => {
    const result = await loadProjectDetailPage(
      api.db,
      pageContext({ slug: 'harbour-lofts' }).context,
    );
    if (!('props' in result)) throw new Error('expected props');
    const { seo } = await result.props;
    expect(seo.title).toBe('Harbour Lofts');
    expect(seo.description).toBe(
      'Forty lofts on the Lisbon waterfront, ready in 2027, from 250,000.',
    );
    const [residence, offer] = seo.jsonLd;
    expect(residence).toMatchObject({
      '@type': 'Residence',
      name: 'Harbour Lofts',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
      geo: { '@type': 'GeoCoordinates', latitude: 38.71, longitude: -9.14 },
    });
    expect(String(residence?.url)).toMatch(/\/project-details\/harbour-lofts$/);
    expect(offer).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '250000.00',
      highPrice: '690000.00',
      availability: 'https://schema.org/PreOrder',
    });
  });

  it('renders the Arabic page from the same data', async () => {
    const result = await loadProjectDetailPage(
      api.db,
      pageContext({ slug: 'harbour-lofts', locale: 'ar' }).context,
    );
    if (!('props' in result)) throw new Error('expected props');
    expect((await result.props).language.code).toBe('ar');
  });

  it.each(['no-such-project', 'pending-towers', 'switched-off', 'Not A Slug'])(
    'is the real 404 page for "%s"',
    async (slug) => {
      expect(await loadProjectDetailPage(api.db, pageContext({ slug }).context)).toEqual({
        notFound: true,
        revalidate: 300,
      });
    },
  );
});

describe('the project pages in the sitemap', () => {
  it('lists the project list and every public project in each language, with lastmod', async () => {
    await api.db
      .update(projects)
      .set({ updatedAt: new Date('2031-02-03T04:05:06.789Z') })
      .where(eq(projects.slugId, 'porto-villas'));
    const xml = (await buildSitemap(api.db, { siteUrl, locales: ['en', 'ar'] })) ?? '';
    for (const path of [
      '/projects',
      '/project-details/harbour-lofts',
      '/project-details/river-flats',
      '/project-details/porto-villas',
    ]) {
      expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
      expect(xml).toContain(`<loc>${siteUrl}/ar${path}</loc>`);
    }
    expect(xml).toContain(
      `<loc>${siteUrl}/project-details/porto-villas</loc><lastmod>2031-02-03T04:05:06Z</lastmod>`,
    );
    expect(xml).not.toContain('pending-towers');
    expect(xml).not.toContain('switched-off');
  });
});

describe('project pages regenerated after a write', () => {
  it("regenerates a project's page in English and Arabic when its owner switches it off", async () => {
    const row = await insertProject(api.db, owner.user, apartmentsId, { slugId: 'quiet-court' });
    const answer = await api.call('POST', 'change-project-status', {
      token: owner.token,
      json: { project_id: row.id, status: 'inactive' },
    });
    expect(answer.status).toBe(200);
    expect(regenerated.sort()).toEqual([
      '/ar/project-details/quiet-court',
      '/project-details/quiet-court',
    ]);
  });
});
