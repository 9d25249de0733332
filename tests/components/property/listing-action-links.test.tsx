import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingActionLinks, LazyListingActions } from '@/components/property/listing-action-links';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';
import { aPropertyDetail } from './property-fixtures';

const detailPath = '/properties-details/sunny-garden-villa';
const router = { pathname: '/properties-details/[slug]', asPath: detailPath };

describe('listing actions on the detail page', () => {
  it('are links to sign in that come back to the listing, as the server renders them', () => {
    renderWithProviders(<ListingActionLinks />, { router });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Save', "I'm interested", 'Report']);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/login\?/);
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(detailPath);
    }
  });

  it('show the links first, then the working buttons once their code has loaded', async () => {
    renderWithProviders(<LazyListingActions property={aPropertyDetail()} />, {
      router,
      preloaded: { session: { ...initialSessionState, data: aSession() } },
    });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(await screen.findByRole('button', { name: /Save/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Share/ })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
