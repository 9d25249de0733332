import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OwnerPropertyScreen } from '@/components/owner-listings/owner-property-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { anOwnerListing } from './owner-listing-fixtures';

function renderScreen(slug: string) {
  return renderWithProviders(<OwnerPropertyScreen slug={slug} />, {
    router: { pathname: '/my-property/[slug]', asPath: `/my-property/${slug}` },
    preloaded: {
      session: { ...initialSessionState, data: aSession({ user: aSessionUser() }) },
    },
  });
}

describe('OwnerPropertyScreen', () => {
  it('shows the listing’s state, numbers, public link and the interested users', async () => {
    server.use(
      http.get(apiUrl('get-owner-property'), () => okEnvelope(anOwnerListing())),
      http.get(apiUrl('get_interested_users'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('slug_id')).toBe('garden-house');
        return okEnvelope(
          [
            {
              id: 5,
              name: 'Ada Lovelace',
              profile: null,
              email: 'ada@example.com',
              mobile: '+15550001',
              interested_at: '2026-11-01T09:30:00.000Z',
            },
          ],
          { total: 1 },
        );
      }),
    );
    renderScreen('garden-house');
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden house' })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(
      '/properties-details/garden-house',
    );
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(screen.getByRole('link', { name: '+15550001' }).getAttribute('href')).toBe(
      'tel:+15550001',
    );
  });

  it('shows a rejected listing’s reason and no public link', async () => {
    server.use(
      http.get(apiUrl('get-owner-property'), () =>
        okEnvelope(
          anOwnerListing({
            review_status: 'rejected',
            rejection_reason: 'Wrong address.',
            is_public: false,
          }),
        ),
      ),
      http.get(apiUrl('get_interested_users'), () => okEnvelope([], { total: 0 })),
    );
    renderScreen('garden-house');
    expect(await screen.findByText('Reason for rejection: Wrong address.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
    expect(await screen.findByText('Nobody has said they are interested yet.')).toBeTruthy();
  });

  it('shows "Property not found" for someone else’s listing (the API answers 404)', async () => {
    server.use(
      http.get(apiUrl('get-owner-property'), () =>
        failEnvelope(404, 'not_found', 'The property was not found.'),
      ),
    );
    renderScreen('someone-elses');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my properties' })).toBeTruthy();
  });
});
