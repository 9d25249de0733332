import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import { ChatScreen } from '@/components/chat/chat-screen';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { aConversation, aMessage, messagesAnswer, otherUserId, propertyId } from './chat-fixtures';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 10_000 };

const query = { with: String(otherUserId), property: String(propertyId) };

describe('a conversation’s header', () => {
  it('starts a new conversation from a listing with its title and owner, the composer focused', async () => {
    mswServer.use(
      http.get(apiUrl('get_chats'), () => okEnvelope([], { total: 0 })),
      http.get(apiUrl('get_messages'), () => messagesAnswer([], 0, null)),
    );
    renderSignedIn(<ChatScreen />, {
      router: atPage('/user/chat', { ...query, compose: '1' }),
      preloaded: {
        cache: {
          geolocation: null,
          newUserChatData: {
            userId: otherUserId,
            name: 'Bruno Costa',
            profile: null,
            propertyId,
            propertyTitle: 'Sea-view flat in Alfama',
            propertySlug: 'sea-view-flat',
            propertyImage: null,
          },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Bruno Costa' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sea-view flat in Alfama' }).getAttribute('href')).toBe(
      '/properties-details/sea-view-flat',
    );
    expect(
      await screen.findByText(
        'Your first message to Bruno Costa about Sea-view flat in Alfama.',
        {},
        slow,
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })),
    );
  });

  it('blocks the other person with a reason, then offers to unblock', async () => {
    let conversation: ChatConversationDto = aConversation();
    let blocked: unknown = null;
    let unblocked: unknown = null;
    mswServer.use(
      http.get(apiUrl('get_chats'), () => okEnvelope([conversation], { total: 1 })),
      http.get(apiUrl('get_messages'), () => messagesAnswer([aMessage(61)], 1, conversation)),
      http.post(apiUrl('block-user'), async ({ request }) => {
        blocked = await request.json();
        conversation = aConversation({ closed_reason: 'blocked_by_you', block_reason: 'Spam' });
        return okEnvelope({
          id: 1,
          user: conversation.other_user,
          to_admin: false,
          reason: 'Spam',
          created_at: '2026-11-28T12:00:00.000Z',
        });
      }),
      http.post(apiUrl('unblock-user'), async ({ request }) => {
        unblocked = await request.json();
        conversation = aConversation();
        return okEnvelope(null);
      }),
    );
    renderSignedIn(<ChatScreen />, { router: atPage('/user/chat', query) });

    fireEvent.click(await screen.findByRole('button', { name: 'Block' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bruno Costa?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(
      await within(dialog).findByText('Say why you block this person.', {}, slow),
    ).toBeTruthy();
    expect(blocked).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Why do you block them?'), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(
      await screen.findByText(
        'You blocked this person. Unblock them to write again. Your reason: Spam',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(blocked).toEqual({ to_user_id: otherUserId, reason: 'Spam' });
    expect(screen.getByRole('textbox', { name: 'Message' }).matches(':disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Message' }).matches(':disabled')).toBe(false),
      slow,
    );
    expect(unblocked).toEqual({ to_user_id: otherUserId });
  });
});
