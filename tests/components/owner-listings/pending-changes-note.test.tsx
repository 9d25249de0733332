import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { OwnerListingsScreen } from '@/components/owner-listings/owner-listings-screen';
import { OwnerProjectsScreen } from '@/components/owner-listings/owner-projects-screen';
import { OwnerPropertyScreen } from '@/components/owner-listings/owner-property-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { findRowOf } from '../../support/owner-items-kit';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { aListingRevision, anOwnerListing } from './owner-listing-fixtures';
import { anOwnerProject } from './owner-project-fixtures';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const pendingNote =
  'Changes under review since Oct 5, 2026: Title, Description, Gallery photos. The approved ' +
  'version stays on the site meanwhile; saving new changes replaces these.';

/** An owner's list call answering `items`. */
function serveList<Item>(path: string, items: Item[]) {
  server.use(http.get(apiUrl(path), () => okEnvelope(items, { total: items.length })));
}

describe('the note on changes under review', () => {
  it('shows under an approved listing, still approved, which fields wait for review since when', async () => {
    serveList<OwnerListingDto>('get-added-properties', [
      anOwnerListing({ pending_changes: aListingRevision() }),
      anOwnerListing({ id: 42, slug_id: 'old-barn', title: 'Old barn' }),
    ]);
    renderSignedIn(<OwnerListingsScreen />, { router: atPage('/user/properties') });

    const house = await findRowOf('Garden house');
    expect(house.getByText('Approved')).toBeTruthy();
    expect(house.getByText('Active')).toBeTruthy();
    expect(house.getByText(pendingNote)).toBeTruthy();
    const barn = await findRowOf('Old barn');
    expect(barn.queryByText(/Changes under review/)).toBeNull();
  });

  it("tells the owner why a project's changes were not accepted, the approved version still live", async () => {
    serveList<OwnerProjectDto>('get-added-projects', [
      anOwnerProject({
        pending_changes: aListingRevision({
          status: 'rejected',
          reason: 'The floor plans are unreadable.',
        }),
      }),
    ]);
    renderSignedIn(<OwnerProjectsScreen />, { router: atPage('/user/projects') });

    const towers = await findRowOf('Harbour Towers');
    expect(towers.getByText('Approved')).toBeTruthy();
    expect(
      towers.getByText(
        'Your changes were not accepted: The floor plans are unreadable. The approved version is ' +
          'still on the site.',
      ),
    ).toBeTruthy();
  });

  it("shows on the owner's page of the listing", async () => {
    server.use(
      http.get(apiUrl('get-owner-property'), () =>
        okEnvelope(anOwnerListing({ pending_changes: aListingRevision() })),
      ),
      http.get(apiUrl('get_interested_users'), () => okEnvelope([], { total: 0 })),
    );
    renderSignedIn(<OwnerPropertyScreen slug="garden-house" />, {
      router: { pathname: '/my-property/[slug]', asPath: '/my-property/garden-house' },
    });

    expect(await screen.findByText(pendingNote)).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
  });
});
