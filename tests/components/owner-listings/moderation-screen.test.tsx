import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { AccountMenu } from '@/components/layout/account-menu';
import { ModerationScreen } from '@/components/moderation/moderation-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import {
  listingReviewQueue,
  renderSignedInAs,
  serveReviewQueue,
} from '../../support/review-queue-kit';
import { aQueuedListing } from './owner-listing-fixtures';

function serveQueue(initial: ReviewQueueListingDto[]) {
  server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
  return serveReviewQueue(listingReviewQueue, initial);
}

function renderAs(role: 'admin' | 'user', ui: ReactNode = <ModerationScreen />) {
  return renderSignedInAs(role, ui, '/admin/listings');
}

describe('ModerationScreen', () => {
  it('shows pending listings with their owner and approves one, which leaves the queue', async () => {
    const api = serveQueue([aQueuedListing()]);
    renderAs('admin');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Garden house' });
    const row = within(heading.closest('li')!);
    expect(row.getByText('Olive Owner')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Preview the listing' }).getAttribute('href')).toBe(
      '/my-property/garden-house',
    );
    fireEvent.click(row.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No listings are waiting for review.')).toBeTruthy();
    expect(api.reviews).toEqual([{ property_id: 41, decision: 'approved' }]);
  });

  it('asks for a reason before rejecting, and sends it trimmed', async () => {
    const api = serveQueue([aQueuedListing()]);
    renderAs('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Garden house”' });
    const submit = within(dialog).getByRole('button', { name: 'Reject listing' });

    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give the reason for the rejection.',
    );
    const reason = within(dialog).getByLabelText('Reason (the owner will read it)');
    fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The reason can be at most 300 characters.',
    );
    expect(api.reviews).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Blurred photos.  ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.reviews).toEqual([
      { property_id: 41, decision: 'rejected', reason: 'Blurred photos.' },
    ]);
  });

  it('shows a 403 panel to a signed-in user who is not an admin, without calling the API', async () => {
    renderAs('user');
    expect(await screen.findByRole('heading', { name: 'For administrators only' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('AccountMenu links', () => {
  it('links to My properties for everyone and to the admin console for staff only', () => {
    renderAs('admin', <AccountMenu />);
    fireEvent.click(screen.getByRole('button', { name: /Amina Rahman/ }));
    expect(screen.getByRole('link', { name: 'My properties' }).getAttribute('href')).toBe(
      '/user/properties',
    );
    expect(screen.getByRole('link', { name: 'Admin console' }).getAttribute('href')).toBe('/admin');
  });

  it('shows no console link to a user', () => {
    renderAs('user', <AccountMenu />);
    fireEvent.click(screen.getByRole('button', { name: /Amina Rahman/ }));
    expect(screen.getByRole('link', { name: 'My properties' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
  });
});
