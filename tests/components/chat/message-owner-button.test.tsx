import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageOwnerButton } from '@/components/property/message-owner-button';
import { atPage, renderSignedIn, renderWithProviders } from '../../support/render-with-providers';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 10_000 };

const listing = {
  id: 40,
  title: 'Sea-view flat in Alfama',
  slug_id: 'sea-view-flat',
  title_image: '/api/media/flat.webp',
};
const bruno = { id: 12, name: 'Bruno Costa', profile: null };
const detailPage = atPage('/properties-details/sea-view-flat');

describe('Message the owner', () => {
  it('takes a signed-in visitor to the conversation with the owner about the listing, composer first, and hands over what the page knows', async () => {
    const { store } = renderSignedIn(<MessageOwnerButton owner={bruno} listing={listing} />, {
      router: detailPage,
    });
    const link = await screen.findByRole('link', { name: 'Message the owner' }, slow);
    expect(link.getAttribute('href')).toBe('/user/chat?with=12&property=40&compose=1');
    fireEvent.click(link);
    expect(store.getState().cache.newUserChatData).toEqual({
      userId: 12,
      name: 'Bruno Costa',
      profile: null,
      propertyId: 40,
      propertyTitle: 'Sea-view flat in Alfama',
      propertySlug: 'sea-view-flat',
      propertyImage: '/api/media/flat.webp',
    });
  });

  it('sends a visitor to sign in first, coming back to the composer', async () => {
    renderWithProviders(<MessageOwnerButton owner={bruno} listing={listing} />, {
      router: detailPage,
    });
    const link = await screen.findByRole('link', { name: 'Message the owner' }, slow);
    expect(link.getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/user/chat?with=12&property=40&compose=1')}`,
    );
  });

  it('offers nothing to the owner on their own listing', async () => {
    // The signed-in test user is 7.
    renderSignedIn(
      <>
        <MessageOwnerButton
          owner={{ id: 7, name: 'Amina Rahman', profile: null }}
          listing={listing}
        />
        <p>rendered</p>
      </>,
      { router: detailPage },
    );
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Message the owner' })).toBeNull();
  });
});
