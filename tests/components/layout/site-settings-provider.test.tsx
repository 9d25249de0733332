import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { PropertyCard } from '@/components/listing/property-card';
import { someWebSettings } from '../../support/client-fixtures';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { renderWithProviders } from '../../support/render-with-providers';

function twelveCards() {
  return (
    <>
      {Array.from({ length: 12 }, (_, index) => (
        <PropertyCard
          key={index}
          property={aPropertyCard({ id: index + 1, slug_id: `home-${index + 1}`, price: '2500' })}
        />
      ))}
    </>
  );
}

describe('SiteSettingsProvider', () => {
  it('subscribes a page of listing cards to the settings query once, not once per card', () => {
    const { queryClient } = renderWithProviders(twelveCards());
    expect(screen.getAllByText('$2.5K')).toHaveLength(12);
    const settingsQuery = queryClient.getQueryCache().find({ queryKey: settingsKeys.web() });
    expect(settingsQuery?.getObserversCount()).toBe(1);
  });

  it('gives every card the new settings when the settings query changes', async () => {
    const { queryClient } = renderWithProviders(twelveCards());
    await act(async () => {
      queryClient.setQueryData(
        settingsKeys.web(),
        someWebSettings({
          currency_symbol: '€',
          selected_currency_data: { code: 'EUR', symbol: '€', name: 'Euro' },
        }),
      );
    });
    expect(await screen.findAllByText('€2.5K')).toHaveLength(12);
  });
});
