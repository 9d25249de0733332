import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  idsOf,
  offsetOfPage,
  pageOfOffset,
  toListUrlQuery,
  toSearchQuery,
} from '@/contracts/property-list-filters';
import { filtersFromUrl } from '@/contracts/requests/property-list-query';

describe('the property list filter model', () => {
  it('keeps valid filters from the URL, drops invalid ones, and reads the page', () => {
    expect(
      filtersFromUrl({
        city: ' Lisbon ',
        category: 'flat',
        min_price: 'cheap',
        property_type: 'villa',
        promoted: '0',
        most_liked: '1',
        outdoor_facilitiy_ids: ['3', '5'],
        parameter_value: '2',
        page: '3',
        limit: '50',
        offset: '7',
        unknown: 'x',
      }),
    ).toEqual({
      city: 'Lisbon',
      category_slug_id: 'flat',
      most_liked: 1,
      outdoor_facilitiy_ids: '3,5',
      page: 3,
    });
  });

  it('turns a page past the first 1,000 results into the last page inside them', () => {
    expect(filtersFromUrl({ page: '500' })).toEqual({ page: 84 });
    expect(toSearchQuery({ page: 84 })).toEqual({ limit: 12, offset: 996 });
  });

  it('drops a price range that is upside down and a page that is not a page', () => {
    expect(filtersFromUrl({ min_price: '9', max_price: '1', page: '-2' })).toEqual({ page: 1 });
    expect(filtersFromUrl({ page: '2.5' })).toEqual({ page: 1 });
  });

  it('gives the same object for the same URL, whatever the order of its parameters', () => {
    const first = filtersFromUrl({ city: 'Porto', property_type: 'rent', page: '2' });
    const second = filtersFromUrl({ page: '2', property_type: 'rent', city: 'Porto' });
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
  });

  it('turns the page into limit and offset for get-property-list, and back', () => {
    expect(toSearchQuery({ city: 'Porto', page: 3 })).toEqual({
      city: 'Porto',
      limit: 12,
      offset: 24,
    });
    expect(offsetOfPage(1)).toBe(0);
    expect(pageOfOffset(offsetOfPage(7))).toBe(7);
  });

  it('writes the URL query with the set values only, and no page for the first', () => {
    const filters = filtersFromUrl({ city: 'Porto', sort: 'price_low', page: '4' });
    expect(toListUrlQuery(filters)).toEqual({ city: 'Porto', sort: 'price_low', page: 4 });
    expect(toListUrlQuery(filters, 1)).toEqual({ city: 'Porto', sort: 'price_low' });
    expect(filtersFromUrl(toListUrlQuery(filters) as Record<string, string>)).toEqual(filters);
  });

  it('clears the filters but keeps the order, and counts the filters set', () => {
    const filters = filtersFromUrl({
      city: 'Porto',
      sort: 'price_high',
      parameter_id: '4',
      parameter_value: '2',
      page: '2',
    });
    expect(clearedFilters(filters)).toEqual({ sort: 'price_high', page: 1 });
    expect(activeFilterCount(filters)).toBe(2);
  });

  it('reads the ids of a list filter', () => {
    expect([...idsOf(' 1, 4 ,,7')]).toEqual(['1', '4', '7']);
    expect(idsOf(undefined).size).toBe(0);
  });
});
