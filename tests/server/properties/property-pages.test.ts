import { beforeAll, describe, expect, it } from 'vitest';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import { reportReasons } from '@/server/db/schema';
import { loadPropertyDetailPage } from '@/server/ssr/property-detail-page';
import { loadPropertyListPage } from '@/server/ssr/property-list-page';
import {
  insertCategory,
  insertFacility,
  insertLanguages,
  insertParameter,
  insertProperty,
  insertUser,
} from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';
import { pageContext, queryData } from '../../support/page-context-kit';

const handle = setUpTestDatabase();

beforeAll(async () => {
  const db = handle.db;
  await insertLanguages(db);
  const owner = await insertUser(db);
  const flats = await insertCategory(db, { name: 'Flat', slugId: 'flat' });
  const houses = await insertCategory(db, { name: 'House', slugId: 'house' });
  await insertParameter(db, { name: 'Bedrooms' }, [{ categoryId: flats.id }]);
  await insertFacility(db, { name: 'Metro' });
  await insertProperty(db, owner, flats, {
    slugId: 'lisbon-flat',
    city: 'Lisbon',
    title: 'Bright flat',
  });
  await insertProperty(db, owner, flats, { slugId: 'lisbon-flat-2', city: 'Lisbon' });
  await insertProperty(db, owner, houses, { slugId: 'porto-house', city: 'Porto' });
  await insertProperty(db, owner, flats, { slugId: 'pending-flat', reviewStatus: 'pending' });
  await db.insert(reportReasons).values([{ reason: 'Spam' }, { reason: 'Other' }]);
});

describe('loadPropertyListPage', () => {
  it('prefetches the listings under the list key of its filters, and the filter panel', async () => {
    const { context, headers } = pageContext({
      query: { city: 'lisbon', category: 'flat', min_price: 'x' },
    });
    const props = await loadPropertyListPage(handle.db, context);
    expect(props.filters).toEqual({ city: 'lisbon', category_slug_id: 'flat', page: 1 });
    const list = queryData<PropertyListDto>(
      props.dehydratedState,
      propertyKeys.list(props.filters),
    );
    expect(list?.total).toBe(2);
    expect(list?.data.map((card) => card.slug_id).sort()).toEqual(['lisbon-flat', 'lisbon-flat-2']);
    expect(queryData<unknown[]>(props.dehydratedState, filterKeys.categories())).toHaveLength(2);
    expect(queryData<unknown[]>(props.dehydratedState, filterKeys.facilities())).toHaveLength(1);
    expect(queryData<unknown[]>(props.dehydratedState, filterKeys.cities())).toHaveLength(2);
    expect(queryData(props.dehydratedState, settingsKeys.web())).toMatchObject({
      company_name: expect.any(String),
    });
    expect(props.language.code).toBe('en');
    expect(headers['cache-control']).toContain('s-maxage=30');
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it("prefetches the categories as choices, and only the chosen category's parameters", async () => {
    const chosen = await loadPropertyListPage(
      handle.db,
      pageContext({ query: { category: 'flat' } }).context,
    );
    const categories = queryData<Record<string, unknown>[]>(
      chosen.dehydratedState,
      filterKeys.categories(),
    );
    expect(categories?.map((category) => category.slug_id).sort()).toEqual(['flat', 'house']);
    for (const category of categories ?? []) expect(category).not.toHaveProperty('parameter_types');
    const flat = categories?.find((category) => category.slug_id === 'flat');
    expect(
      queryData(chosen.dehydratedState, filterKeys.categoryParameters(Number(flat?.id))),
    ).toEqual([expect.objectContaining({ name: 'Bedrooms' })]);

    const none = await loadPropertyListPage(handle.db, pageContext({}).context);
    const cached = none.dehydratedState?.queries.map((query) => query.queryKey[1]) ?? [];
    expect(cached).not.toContain('category-parameters');
  });

  it('prefetches the capped-total flag and the promoted slot with the listings', async () => {
    const { context } = pageContext({ query: { city: 'porto' } });
    const props = await loadPropertyListPage(handle.db, context);
    expect(
      queryData<PropertyListDto>(props.dehydratedState, propertyKeys.list(props.filters)),
    ).toMatchObject({
      total: 1,
      total_is_capped: false,
      promoted_properties: [],
    });
  });
});

describe('loadPropertyDetailPage', () => {
  it('prefetches the listing, similar listings and report reasons', async () => {
    const { context } = pageContext({ slug: 'lisbon-flat' });
    const result = await loadPropertyDetailPage(handle.db, context);
    if (!('props' in result)) throw new Error('expected props');
    // A static page, regenerated on changes and at the latest after an hour.
    expect(result.revalidate).toBe(3600);
    const props = await result.props;
    expect(props.slug).toBe('lisbon-flat');
    const state = props.dehydratedState;
    expect(queryData<PropertyDetailDto>(state, propertyKeys.detail('lisbon-flat'))).toMatchObject({
      slug_id: 'lisbon-flat',
      title: 'Bright flat',
      owner: { mobile: null, email: null },
    });
    const similar = queryData<PropertyCardDto[]>(state, propertyKeys.similar('lisbon-flat'));
    expect(similar?.map((card) => card.slug_id)).toEqual(['lisbon-flat-2']);
    expect(queryData<unknown[]>(state, propertyKeys.reportReasons())).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it.each(['no-such-flat', 'pending-flat', 'Not A Slug'])(
    'renders the real 404 page for "%s"',
    async (slug) => {
      expect(await loadPropertyDetailPage(handle.db, pageContext({ slug }).context)).toEqual({
        notFound: true,
        revalidate: 300,
      });
    },
  );
});
