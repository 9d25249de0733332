import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PropertyListFilters } from '@/contracts/property-list-filters';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { PropertyListScreen } from '@/components/property/property-list-screen';
import { filtersFromUrl } from '@/contracts/requests/property-list-query';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { arabic } from '../../support/client-fixtures';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { filterHandlers, filterQueryData } from './filter-test-data';

const twoVillas = (): PropertyListDto => ({
  data: [
    aPropertyCard({ id: 1, slug_id: 'garden-villa', title: 'Garden villa' }),
    aPropertyCard({ id: 2, slug_id: 'hill-villa', title: 'Hill villa', price: '980000' }),
  ],
  total: 30,
});

/** The filters as the server hands them to the page (checked and normalised). */
function fromUrl(query: Record<string, string>): PropertyListFilters {
  return filtersFromUrl(query);
}

function renderList(
  filters: PropertyListFilters,
  result: PropertyListDto,
  url: { query?: Record<string, string>; asPath?: string; language?: LanguageDto } = {},
) {
  server.use(
    ...filterHandlers(),
    http.get(apiUrl('get-property-list'), () =>
      okEnvelope(result.data, {
        total: result.total,
        total_is_capped: result.total_is_capped,
        promoted_properties: result.promoted_properties,
      } as Record<string, unknown>),
    ),
  );
  return renderWithProviders(<PropertyListScreen filters={filters} />, {
    router: {
      pathname: '/properties',
      asPath: url.asPath ?? '/properties',
      query: url.query ?? {},
    },
    queryData: [...filterQueryData(), [propertyKeys.list(filters), result]],
    ...(url.language ? { language: url.language } : {}),
  });
}

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('PropertyListScreen', () => {
  it('shows the prefetched results, their count and a title made from the filters', () => {
    renderList(fromUrl({ category: 'villa', property_type: 'rent', city: 'Lisbon' }), twoVillas());

    expect(
      screen.getByRole('heading', { level: 1, name: 'Villa for rent in Lisbon' }),
    ).toBeTruthy();
    expect(screen.getByText('30 properties found')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Garden villa' }).getAttribute('href')).toBe(
      '/properties-details/garden-villa',
    );
    expect(within(results).getByRole('link', { name: 'Hill villa' })).toBeTruthy();
  });

  it('links the pages with plain links, rel prev and next, keeping the filters', () => {
    renderList(fromUrl({ city: 'Lisbon', page: '2' }), twoVillas());

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    const previous = within(pages).getByRole('link', { name: /Previous/ });
    expect(previous.getAttribute('href')).toBe('/properties?city=Lisbon');
    expect(previous.getAttribute('rel')).toBe('prev');
    const next = within(pages).getByRole('link', { name: /Next/ });
    expect(next.getAttribute('href')).toBe('/properties?city=Lisbon&page=3');
    expect(next.getAttribute('rel')).toBe('next');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getAllByRole('link', { name: /^Page / })).toHaveLength(3);
  });

  it('sets the canonical URL without empty values and an ItemList of the results', () => {
    renderList(fromUrl({ city: 'Lisbon', search: '', page: '2' }), twoVillas());

    const canonical = document.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe(
      'http://hearth.test/properties?city=Lisbon&page=2',
    );
    const list = jsonLd();
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(30);
    expect(list.itemListElement).toEqual([
      expect.objectContaining({
        position: 13,
        url: 'http://hearth.test/properties-details/garden-villa',
      }),
      expect.objectContaining({ position: 14, name: 'Hill villa' }),
    ]);
  });

  it('says when nothing matches and offers to clear the filters', () => {
    renderList(fromUrl({ city: 'Nowhere', sort: 'price_low' }), { data: [], total: 0 });

    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(results).getByRole('heading', { name: 'No properties match your search' }),
    ).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/properties?sort=price_low',
    );
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('shows the view the URL asks for, and links the others keeping the query', () => {
    renderList(fromUrl({ city: 'Lisbon', view: 'list' }), twoVillas(), {
      query: { city: 'Lisbon', view: 'list' },
      asPath: '/properties?city=Lisbon&view=list',
    });

    const views = screen.getByRole('group', { name: 'Show results as' });
    const list = within(views).getByRole('link', { name: 'List' });
    expect(list.getAttribute('aria-current')).toBe('true');
    expect(within(views).getByRole('link', { name: 'Grid' }).getAttribute('href')).toBe(
      '/properties?city=Lisbon',
    );
    expect(within(views).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      '/properties?city=Lisbon&view=map',
    );
    expect(
      within(views).getByRole('link', { name: 'Grid' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(document.querySelector('[class*="listLayout"]')).not.toBeNull();
  });

  it('switches the view in place, changing only the view parameter of the URL', () => {
    const { router } = renderList(fromUrl({ city: 'Lisbon' }), twoVillas(), {
      query: { city: 'Lisbon' },
      asPath: '/properties?city=Lisbon',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Map' }));

    expect(router.replace).toHaveBeenCalledWith(
      '/properties?city=Lisbon&view=map',
      '/properties?city=Lisbon&view=map',
      expect.objectContaining({ shallow: true, scroll: false }),
    );
  });

  it('opens the map view from ?view=map and keeps it on the page links and the sort form', async () => {
    renderList(fromUrl({ city: 'Lisbon', page: '2', view: 'map' }), twoVillas(), {
      query: { city: 'Lisbon', page: '2', view: 'map' },
      asPath: '/properties?city=Lisbon&page=2&view=map',
    });

    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Garden villa' })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/properties?city=Lisbon&page=3&view=map',
    );
    expect(document.querySelector('input[type="hidden"][name="view"]')?.getAttribute('value')).toBe(
      'map',
    );
  });

  it('shows "1,000+" when more listings match than the total counts, in the visitor\'s digits', () => {
    renderList(fromUrl({}), { ...twoVillas(), total: 1000, total_is_capped: true });
    expect(screen.getByText('1,000+ properties found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBeTruthy();
  });

  it('formats the capped total with the Arabic digits of an Arabic visitor', () => {
    renderList(
      fromUrl({}),
      { ...twoVillas(), total: 1000, total_is_capped: true },
      {
        language: arabic,
      },
    );
    expect(
      screen.getByText(`${new Intl.NumberFormat('ar').format(1000)}+ properties found`),
    ).toBeTruthy();
  });

  it('shows promoted listings in their own labelled slot, and not again in the results', () => {
    const promoted = aPropertyCard({
      id: 7,
      slug_id: 'sea-villa',
      title: 'Sea villa',
      promoted: true,
    });
    const { data } = twoVillas();
    renderList(fromUrl({}), {
      data: [data[0]!, promoted, data[1]!],
      total: 30,
      promoted_properties: [promoted],
    });

    const slot = screen.getByRole('region', { name: 'Promoted' });
    expect(within(slot).getByRole('link', { name: 'Sea villa' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sea villa' })).toHaveLength(1);
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Garden villa' })).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Hill villa' })).toBeTruthy();
  });

  it('has no slot when no promoted listing matches', () => {
    renderList(fromUrl({}), { ...twoVillas(), promoted_properties: [] });
    expect(screen.queryByRole('region', { name: 'Promoted' })).toBeNull();
  });
});
