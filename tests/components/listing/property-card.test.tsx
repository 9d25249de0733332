import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyCard } from '@/components/listing/property-card';
import { someWebSettings } from '../../support/client-fixtures';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { renderWithProviders } from '../../support/render-with-providers';

function badges(): string[] {
  const list = screen.getByRole('list', { name: 'Listing labels' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('PropertyCard', () => {
  it('shows the price shortened with the currency suffix when the settings ask for it', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard({ price: '1250000.00' })} />);
    expect(screen.getByText('$1.25M')).toBeTruthy();
  });

  it('shows the full price with two decimals when suffixes are off', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard({ price: '1250000.00' })} />, {
      settings: someWebSettings({ number_with_suffix: false }),
    });
    expect(screen.getByText('$1,250,000.00')).toBeTruthy();
  });

  it('uses the currency symbol from the settings', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard({ price: '2500' })} />, {
      settings: someWebSettings({
        currency_symbol: '€',
        selected_currency_data: { code: 'EUR', symbol: '€', name: 'Euro' },
      }),
    });
    expect(screen.getByText('€2.5K')).toBeTruthy();
  });

  it('shows the rent duration after the price of a rent listing', () => {
    renderWithProviders(
      <PropertyCard
        property={aPropertyCard({ property_type: 'rent', rentduration: 'monthly', price: '1800' })}
      />,
    );
    expect(screen.getByText('$1.8K')).toBeTruthy();
    expect(screen.getByText('/month')).toBeTruthy();
    expect(badges()).toContain('Rent');
  });

  it('shows no duration for a sale listing', () => {
    renderWithProviders(
      <PropertyCard property={aPropertyCard({ property_type: 'sell', rentduration: 'yearly' })} />,
    );
    expect(screen.queryByText('/year')).toBeNull();
    expect(badges()).toEqual(['Sale']);
  });

  it('shows the Promoted and Premium badges when they apply', () => {
    renderWithProviders(
      <PropertyCard property={aPropertyCard({ promoted: true, is_premium: true })} />,
    );
    expect(badges()).toEqual(['Sale', 'Promoted', 'Premium']);
  });

  it('shows the category as a badge', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard()} />);
    expect(screen.getByText('Villa')).toBeTruthy();
  });

  it('links the title to the property detail page', () => {
    renderWithProviders(
      <PropertyCard
        property={aPropertyCard({ slug_id: 'sea-view-flat', title: 'Sea view flat' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Sea view flat' });
    expect(link.getAttribute('href')).toBe('/properties-details/sea-view-flat');
    expect(screen.getByRole('heading', { level: 3, name: 'Sea view flat' })).toBeTruthy();
  });

  it('shows the card photo lazily, sized, with the title as its alternative text', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard()} />);
    const image = screen.getByRole('img', { name: 'Sunny garden villa' });
    expect(image.getAttribute('src')).toBe('/media/properties/1/villa-card.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
  });

  it('falls back to the site placeholder when the listing has no photo', () => {
    renderWithProviders(
      <PropertyCard property={aPropertyCard({ title_image: null, title_image_card: null })} />,
    );
    const image = screen.getByRole('img', { name: 'Sunny garden villa' });
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
  });

  it('shows the address with the city, the first three parameters and the age', () => {
    renderWithProviders(<PropertyCard property={aPropertyCard()} />);
    expect(screen.getByText('12 Palm Street, Lisbon')).toBeTruthy();
    expect(screen.getByText('Bedrooms')).toBeTruthy();
    expect(screen.getByText('Area (m²)')).toBeTruthy();
    expect(screen.queryByText('Parking')).toBeNull();
    expect(screen.getByText('3 days ago')).toBeTruthy();
  });
});
