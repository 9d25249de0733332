import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { homeProjectsLimit } from '@/contracts/project-list-filters';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { HomeScreen } from '@/components/screens/home-screen';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { aHomepage } from '../../support/fixtures/homepage-fixture';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aProjectCard } from '../project/project-fixtures';

const newestProjects = [
  aProjectCard(),
  aProjectCard({ id: 2, slug_id: 'river-flats', title: 'River Flats' }),
];

function renderHome(prefetched?: HomepageDto) {
  // The newest projects' band asks get-projects (prefetched on the server, stale here).
  server.use(http.get(apiUrl('get-projects'), () => okEnvelope(newestProjects, { total: 2 })));
  return renderWithProviders(<HomeScreen />, {
    router: { pathname: '/', asPath: '/' },
    // The page's data as the server prefetched it, in the QueryClient before anything renders.
    queryData: prefetched
      ? [
          [homepageKeys.detail(), prefetched],
          [projectKeys.newest(homeProjectsLimit), newestProjects],
        ]
      : [],
  });
}

/** Prefetched data; the test QueryClient treats it as stale, so the API answers the same. */
function renderPrefetched(homepage: HomepageDto) {
  server.use(http.get(apiUrl('homepage-data'), () => okEnvelope(homepage)));
  return renderHome(homepage);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('HomeScreen', () => {
  it('renders every section from the prefetched home page data', async () => {
    renderPrefetched(aHomepage());

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find a place you will love coming home to',
      }),
    ).toBeTruthy();

    const slider = section('Featured properties');
    expect(
      within(slider)
        .getByRole('link', { name: /Harbour penthouse/ })
        .getAttribute('href'),
    ).toBe('/properties-details/harbour-penthouse');
    expect(within(slider).getAllByText('Featured')).toHaveLength(2);

    const categories = section('Browse by category');
    expect(within(categories).getByRole('link', { name: /Villa/ }).getAttribute('href')).toBe(
      '/properties?category=villa',
    );
    expect(within(categories).getByText('12 properties')).toBeTruthy();
    expect(within(categories).getByText('1 property')).toBeTruthy();

    expect(within(section('Latest properties')).getByText('New family house')).toBeTruthy();
    expect(within(section('Featured listings')).getByText('Promoted cottage')).toBeTruthy();

    const rent = section('Properties for rent');
    expect(within(rent).getByText('River view flat')).toBeTruthy();
    expect(within(rent).getByText('/month')).toBeTruthy();
    expect(
      within(rent)
        .getByRole('link', { name: 'View all: Properties for rent' })
        .getAttribute('href'),
    ).toBe('/properties?property_type=rent');

    const cities = section('Popular cities');
    expect(within(cities).getByRole('link', { name: /Porto/ }).getAttribute('href')).toBe(
      '/properties?city=Porto',
    );

    const projects = await screen.findByRole('region', { name: 'New projects' });
    expect(within(projects).getByRole('link', { name: 'River Flats' }).getAttribute('href')).toBe(
      '/project-details/river-flats',
    );
    expect(
      within(projects).getByRole('link', { name: 'View all: New projects' }).getAttribute('href'),
    ).toBe('/projects');

    const articles = section('Latest articles');
    expect(
      within(articles)
        .getByRole('link', { name: 'View all: Latest articles' })
        .getAttribute('href'),
    ).toBe('/articles');
    expect(
      within(articles)
        .getByRole('link', { name: 'How to choose a neighbourhood' })
        .getAttribute('href'),
    ).toBe('/articles/how-to-choose-a-neighbourhood');
  });

  it('has a search form that works as a plain GET form to the property list', async () => {
    renderPrefetched(aHomepage());
    const form = await screen.findByRole('search', { name: 'Search properties' });
    expect(form.getAttribute('action')).toBe('/properties');
    expect(form.getAttribute('method')).toBe('get');

    expect(within(form).getByLabelText('Keyword').getAttribute('name')).toBe('search');
    const city = within(form).getByLabelText<HTMLSelectElement>('City');
    expect(city.name).toBe('city');
    expect(Array.from(city.options, (option) => option.value)).toEqual(['', 'Lisbon', 'Porto']);
    const type = within(form).getByLabelText<HTMLSelectElement>('Looking to');
    expect(type.name).toBe('property_type');
    expect(Array.from(type.options, (option) => option.value)).toEqual(['', 'sell', 'rent']);
    expect(within(form).getByLabelText('Max price').getAttribute('name')).toBe('max_price');
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('shows the site statistics', async () => {
    renderPrefetched(aHomepage());
    expect(await screen.findByText('1,520')).toBeTruthy();
    expect(screen.getByText('Properties listed')).toBeTruthy();
    expect(screen.getByText('87')).toBeTruthy();
  });

  it('links the agent count to the agents list', async () => {
    renderPrefetched(aHomepage());
    const link = await screen.findByRole('link', { name: /^87\s*See all agents$/ });
    expect(link.getAttribute('href')).toBe('/agents');
  });

  it('leaves out sections that have nothing to show', async () => {
    renderPrefetched(aHomepage({ rent_properties: [], articles: [], slider: [] }));
    await screen.findByRole('region', { name: 'Latest properties' });
    expect(screen.queryByRole('region', { name: 'Properties for rent' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest articles' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured properties' })).toBeNull();
  });

  it('sets the title, canonical URL and organisation JSON-LD with a search action', async () => {
    const { container } = renderPrefetched(aHomepage());
    await waitFor(() => expect(document.title).toBe('Homes for sale and rent | Hearth'));
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe('http://hearth.test/');

    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const types = jsonLd['@graph'].map((node) => node['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(jsonLd)).toContain(
      'http://hearth.test/properties?search={search_term_string}',
    );
  });

  it('fetches the home page when it was not prefetched', async () => {
    server.use(http.get(apiUrl('homepage-data'), () => okEnvelope(aHomepage())));
    renderHome();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('New family house')).toBeTruthy();
  });

  it('says so and offers a retry when the home page cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('homepage-data'), () => failEnvelope(500, 'internal_error', 'Boom')),
    );
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The listings could not be loaded right now.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
