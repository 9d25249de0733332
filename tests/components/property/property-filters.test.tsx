import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyFilters } from '@/components/property/property-filters';
import type { ListView } from '@/components/property/use-list-view';
import { filtersFromUrl } from '@/contracts/requests/property-list-query';
import { searchPropertiesSchema } from '@/contracts/requests/property-requests';
import { mswServer as server } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { filterHandlers, filterQueryData } from './filter-test-data';

function renderFilters(query: Record<string, string | number> = {}, view: ListView = 'grid') {
  const filters = filtersFromUrl(
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  );
  server.use(...filterHandlers());
  return renderWithProviders(<PropertyFilters filters={filters} view={view} />, {
    router: { pathname: '/properties', asPath: '/properties' },
    queryData: filterQueryData(filters.category_slug_id),
  });
}

function form(): HTMLFormElement {
  return screen.getByRole('search', { name: 'Filters' }) as HTMLFormElement;
}

/** The query of the URL the form navigated to, as name → value. */
function pushedQuery(push: unknown): Record<string, string> {
  const calls = (push as { mock: { calls: unknown[][] } }).mock.calls;
  expect(calls).toHaveLength(1);
  const url = new URL(String(calls[0]?.[0]), 'http://hearth.test');
  expect(url.pathname).toBe('/properties');
  return Object.fromEntries(url.searchParams);
}

describe('PropertyFilters', () => {
  it('is a plain GET form to /properties whose fields are named after the API parameters', () => {
    renderFilters({ category_slug_id: 'villa', sort: 'price_low' });
    const element = form();
    expect(element.getAttribute('method')).toBe('get');
    expect(element.getAttribute('action')).toBe('/properties');

    const names = new Set(
      Array.from(element.querySelectorAll('[name]')).map((field) => field.getAttribute('name')),
    );
    const apiNames = Object.keys(searchPropertiesSchema.fields);
    for (const name of names) expect(apiNames).toContain(name);
    expect([...names].sort()).toEqual(
      [
        'category_slug_id',
        'city',
        'max_price',
        'min_price',
        'most_liked',
        'most_viewed',
        'outdoor_facilitiy_ids',
        'parameter_id',
        'parameter_value',
        'posted_since',
        'promoted',
        'property_type',
        'search',
        'sort',
      ].sort(),
    );
  });

  it('shows the current filters in its fields', () => {
    renderFilters({
      city: 'Porto',
      property_type: 'rent',
      outdoor_facilitiy_ids: '32',
      max_price: 900,
    });
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Porto');
    expect((screen.getByLabelText('For rent') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/School/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Metro station/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Maximum') as HTMLInputElement).value).toBe('900');
  });

  it('keeps the map view when the filters are applied', () => {
    const { router } = renderFilters({ city: 'Lisbon' }, 'map');
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(pushedQuery(router.push)).toEqual({ city: 'Lisbon', view: 'map' });
  });

  it('applies the filters without empty values or paging, starting again on page 1', () => {
    const { router } = renderFilters({
      city: 'Lisbon',
      page: 3,
      sort: 'price_low',
      limit: 12,
      offset: 24,
    });
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '  garden ' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '500000' } });
    fireEvent.click(screen.getByLabelText(/School/));
    fireEvent.click(screen.getByLabelText(/Metro station/));
    fireEvent.click(screen.getByLabelText('Promoted listings'));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));

    expect(pushedQuery(router.push)).toEqual({
      sort: 'price_low',
      search: 'garden',
      city: 'Lisbon',
      max_price: '500000',
      outdoor_facilitiy_ids: '31,32',
      promoted: '1',
    });
  });

  it("filters by one of the chosen category's parameters, read when it is chosen", async () => {
    const { router } = renderFilters();
    expect(screen.queryByRole('group', { name: 'Property details' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'villa' } });

    const details = await screen.findByRole('group', { name: 'Property details' });
    fireEvent.change(within(details).getByLabelText('Detail'), { target: { value: '5' } });
    const value = within(details).getByLabelText('Value') as HTMLSelectElement;
    expect(Array.from(value.options).map((option) => option.text)).toEqual([
      'Any value',
      'Furnished',
      'Unfurnished',
    ]);
    fireEvent.change(value, { target: { value: 'Furnished' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));

    expect(pushedQuery(router.push)).toEqual({
      category_slug_id: 'villa',
      parameter_id: '5',
      parameter_value: 'Furnished',
    });
  });

  it('refuses a minimum price above the maximum', () => {
    const { router } = renderFilters();
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'The minimum price cannot be above the maximum.',
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it('links to the list without filters, keeping the order', () => {
    renderFilters({ city: 'Lisbon', sort: 'price_high', limit: 12, offset: 0 });
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/properties?sort=price_high',
    );
  });

  it('opens as a dialog from the folded Filters toggle and closes with Escape', async () => {
    renderFilters({ city: 'Lisbon' });
    const toggle = screen.getByText('Filters (1)').closest('details');
    expect(toggle?.open).toBe(false);
    fireEvent.click(screen.getByText('Filters (1)'));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(toggle?.open).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle?.open).toBe(false);
  });
});
