import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { OwnerListingsScreen } from '@/components/owner-listings/owner-listings-screen';
import { apiUrl, failEnvelope, mswServer as server } from '../../support/msw-server';
import { findRowOf, serveOwnerItems } from '../../support/owner-items-kit';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { anOwnerListing } from './owner-listing-fixtures';

/** The owner's listings as the API holds them; status calls change them like the server does. */
function serveListings(initial: OwnerListingDto[]) {
  return serveOwnerItems<OwnerListingDto>(
    {
      list: 'get-added-properties',
      changeStatus: 'change-property-status',
      idField: 'property_id',
      remove: 'delete_property',
      withStatus: (listing, status) =>
        status === 'sold' || status === 'rented'
          ? { ...listing, status }
          : { ...listing, is_active: status === 'active' },
    },
    initial,
  );
}

function renderScreen() {
  return renderSignedIn(<OwnerListingsScreen />, { router: atPage('/user/properties') });
}

const rowOf = findRowOf;

describe('OwnerListingsScreen', () => {
  it('shows each listing with its status badges, rejection reason and numbers', async () => {
    serveListings([
      anOwnerListing(),
      anOwnerListing({
        id: 42,
        slug_id: 'damp-cellar',
        title: 'Damp cellar',
        review_status: 'rejected',
        rejection_reason: 'The photos are blurred.',
        is_public: false,
      }),
    ]);
    renderScreen();
    const house = await rowOf('Garden house');
    expect(house.getByText('Approved')).toBeTruthy();
    expect(house.getByText('Active')).toBeTruthy();
    expect(house.getByText('120')).toBeTruthy();
    expect(house.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/edit-property/garden-house',
    );
    const cellar = await rowOf('Damp cellar');
    expect(cellar.getByText('Rejected')).toBeTruthy();
    expect(cellar.getByText('Reason for rejection: The photos are blurred.')).toBeTruthy();
    expect(cellar.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(cellar.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.getByText('2 listings')).toBeTruthy();
  });

  it('asks before marking sold; Cancel sends nothing, confirming marks it and refreshes the list', async () => {
    const api = serveListings([anOwnerListing()]);
    renderScreen();
    const row = await rowOf('Garden house');

    fireEvent.click(row.getByRole('button', { name: 'Mark as sold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this property as sold?' });
    expect(dialog.textContent).toContain('“Garden house” will show as sold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.statusCalls).toEqual([]);

    fireEvent.click(row.getByRole('button', { name: 'Mark as sold' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, mark as sold' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.statusCalls).toEqual([{ property_id: 41, status: 'sold' }]);
    const refreshed = await rowOf('Garden house');
    expect(await refreshed.findByText('Sold')).toBeTruthy();
    // Sold is final: no edit, no status changes left.
    expect(refreshed.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(refreshed.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(refreshed.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
  });

  it('deactivates at once, without a confirmation, and shows it inactive', async () => {
    const api = serveListings([anOwnerListing()]);
    renderScreen();
    const row = await rowOf('Garden house');
    fireEvent.click(row.getByRole('button', { name: 'Deactivate' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await row.findByText('Inactive')).toBeTruthy();
    expect(api.statusCalls).toEqual([{ property_id: 41, status: 'inactive' }]);
    expect(row.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('offers "Mark as rented" for an approved rent listing', async () => {
    serveListings([anOwnerListing({ property_type: 'rent', rentduration: 'monthly' })]);
    renderScreen();
    const row = await rowOf('Garden house');
    expect(row.getByRole('button', { name: 'Mark as rented' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
  });

  it('offers no status change for a listing under review, only edit and delete', async () => {
    serveListings([
      anOwnerListing({
        property_type: 'rent',
        rentduration: 'monthly',
        review_status: 'pending',
        is_public: false,
      }),
    ]);
    renderScreen();
    const row = await rowOf('Garden house');
    expect(row.getByText('Pending review')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Mark as rented' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(row.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes after confirmation and shows the empty state with "Add property"', async () => {
    const api = serveListings([anOwnerListing()]);
    renderScreen();
    const row = await rowOf('Garden house');
    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this property?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete property' }));

    expect(await screen.findByText(/You have not listed a property yet/)).toBeTruthy();
    expect(api.deleteCalls).toEqual([{ id: 41 }]);
    expect(
      screen
        .getAllByRole('link', { name: 'Add property' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/user/add-property');
  });

  it('keeps the listing and closes the dialog when the server refuses the change', async () => {
    serveListings([anOwnerListing()]);
    server.use(
      http.post(apiUrl('change-property-status'), () =>
        failEnvelope(409, 'invalid_status_change', 'This listing is sold.'),
      ),
    );
    renderScreen();
    const row = await rowOf('Garden house');
    fireEvent.click(row.getByRole('button', { name: 'Mark as sold' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark as sold' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row.queryByText('Sold')).toBeNull();
    expect(row.getByRole('button', { name: 'Mark as sold' })).toBeTruthy();
  });
});
