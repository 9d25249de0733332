import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ChatScreen } from '@/components/chat/chat-screen';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { aConversation } from './chat-fixtures';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 10_000 };

describe('the chat page’s conversations', () => {
  it('lists the conversations newest first with the listing, the person, the last message and the unread count', async () => {
    mswServer.use(
      http.get(apiUrl('get_chats'), () =>
        okEnvelope(
          [
            aConversation({ unread_count: 3 }),
            aConversation({
              id: 301,
              property_id: 41,
              property_title: 'Garden house in Sintra',
              listing_state: 'sold',
              other_user: { id: 13, name: 'Carla Dias', profile: null, is_admin: false },
              last_message: {
                id: 20,
                is_mine: true,
                kind: 'audio',
                text: null,
                created_at: '2026-11-27T09:00:00.000Z',
              },
            }),
          ],
          { total: 2 },
        ),
      ),
    );
    renderSignedIn(<ChatScreen />, { router: atPage('/user/chat') });

    const list = await screen.findByRole('navigation', { name: 'Conversations' }, slow);
    const rows = await within(list).findAllByRole('listitem', {}, slow);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Bruno Costa, 3 unread messages' }),
    ).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Bruno Costa/ })
        .getAttribute('href'),
    ).toBe('/user/chat?with=12&property=40');
    expect(within(first).getByText('Sea-view flat in Alfama')).toBeTruthy();
    expect(within(first).getByText('Is Saturday fine?')).toBeTruthy();
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(second).getByText('Garden house in Sintra')).toBeTruthy();
    expect(within(second).getByText('Sold')).toBeTruthy();
    expect(within(second).getByText('You: A voice message')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
  });

  it('says how to start when there is no conversation yet', async () => {
    mswServer.use(http.get(apiUrl('get_chats'), () => okEnvelope([], { total: 0 })));
    renderSignedIn(<ChatScreen />, { router: atPage('/user/chat') });
    expect(
      await screen.findByText(
        'No conversations yet. Open a listing and message its owner to start one.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
