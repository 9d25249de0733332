import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '@/api/live/live-events';
import { ChatScreen } from '@/components/chat/chat-screen';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import {
  aConversation,
  aMessage,
  messagesAnswer,
  messagesDown,
  otherUserId,
  propertyId,
  shownMessageIds,
} from './chat-fixtures';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 10_000 };

const conversationPage = atPage('/user/chat', {
  with: String(otherUserId),
  property: String(propertyId),
});

/** The chat page on conversation 300, its messages answered by `messages`. */
function openThread(messages: Parameters<typeof http.get>[1]) {
  mswServer.use(
    http.get(apiUrl('get_chats'), () => okEnvelope([aConversation()], { total: 1 })),
    http.get(apiUrl('get_messages'), messages),
    http.post(apiUrl('mark_chat_read'), () =>
      okEnvelope({ conversation_id: 300, up_to_id: 60, read_at: '2026-11-28T11:00:00.000Z' }),
    ),
  );
  return renderSignedIn(<ChatScreen />, { router: conversationPage });
}

async function threadList() {
  return screen.findByRole('list', { name: 'Messages with Bruno Costa' }, slow);
}

describe('a conversation', () => {
  it('loads older messages before the oldest one shown, and keeps them in order as a live message arrives, each once', async () => {
    const asked: Array<string | null> = [];
    const view = openThread(({ request }) => {
      const beforeId = new URL(request.url).searchParams.get('before_id');
      asked.push(beforeId);
      return beforeId === '31'
        ? messagesAnswer(messagesDown(30, 16), 15)
        : messagesAnswer(messagesDown(60, 31), 45);
    });

    await threadList();
    await waitFor(() => expect(shownMessageIds(view.container)).toHaveLength(30), slow);
    expect(shownMessageIds(view.container)[0]).toBe(31);

    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shownMessageIds(view.container)).toHaveLength(45), slow);
    expect(asked).toEqual([null, '31']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(screen.getByText('The conversation starts here.')).toBeTruthy();

    const arriving = aMessage(62, { message: 'See you Saturday', read_at: null });
    act(() => dispatchLiveEvent({ id: 900, type: 'message_new', payload: arriving }));
    // The stream may hand the same message twice (a reconnect): it still shows once.
    act(() => dispatchLiveEvent({ id: 900, type: 'message_new', payload: arriving }));

    await waitFor(
      () =>
        expect(shownMessageIds(view.container)).toEqual([
          ...Array.from({ length: 45 }, (_, index) => 16 + index),
          62,
        ]),
      slow,
    );
    expect(screen.getAllByText('See you Saturday')).toHaveLength(1);
    // The older pages were not asked again.
    expect(asked).toEqual([null, '31']);
  });

  it('deletes the user’s own message after asking, for both sides', async () => {
    let deleted: unknown = null;
    mswServer.use(
      http.post(apiUrl('delete_chat_message'), async ({ request }) => {
        deleted = await request.json();
        return okEnvelope({ message_id: 61 });
      }),
    );
    const view = openThread(() =>
      messagesAnswer([aMessage(61, { message: 'Wrong flat, sorry' }), aMessage(60)], 2),
    );

    const list = await threadList();
    await within(list).findByText('Wrong flat, sorry', {}, slow);
    // Only the user's own message offers Delete.
    const deleteButtons = within(list).getAllByRole('button', { name: 'Delete' });
    expect(deleteButtons).toHaveLength(1);
    fireEvent.click(deleteButtons[0] as HTMLElement);

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(list).findByText('This message was deleted.', {}, slow)).toBeTruthy();
    expect(deleted).toEqual({ message_id: 61 });
    expect(within(list).queryByText('Wrong flat, sorry')).toBeNull();
    expect(shownMessageIds(view.container)).toEqual([60, 61]);
  });

  it('says "Seen" under the newest own message the other side read, and when they read more live', async () => {
    openThread(() =>
      messagesAnswer([aMessage(63, { read_at: null }), aMessage(62), aMessage(61)], 3),
    );
    const list = await threadList();
    await within(list).findByText('Message 63', {}, slow);
    const seenUnder = () =>
      within(list)
        .getAllByText('Seen')
        .map((label) => label.closest('[data-message-id]')?.getAttribute('data-message-id'));
    expect(seenUnder()).toEqual(['61']);

    act(() =>
      dispatchLiveEvent({
        id: 901,
        type: 'messages_read',
        payload: { conversation_id: 300, up_to_id: 63, read_at: '2026-11-28T12:00:00.000Z' },
      }),
    );
    await waitFor(() => expect(seenUnder()).toEqual(['63']), slow);
  });

  it('disables the composer and says why when the other person blocked the user', async () => {
    openThread(() =>
      messagesAnswer([aMessage(60)], 1, aConversation({ closed_reason: 'blocked_you' })),
    );
    expect(
      await screen.findByText('This person blocked you: you cannot write to them.', {}, slow),
    ).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.matches(':disabled')).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).matches(':disabled'),
    ).toBe(true);
  });

  it('shows a link to another site as text until the reader confirms leaving for that host', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openThread(() =>
      messagesAnswer(
        [aMessage(60, { message: 'Pay the deposit at https://cheap-flats.example/pay now.' })],
        1,
      ),
    );
    const list = await threadList();
    const link = await within(list).findByRole(
      'button',
      { name: 'https://cheap-flats.example/pay' },
      slow,
    );
    expect(within(list).queryByRole('link', { name: /cheap-flats/ })).toBeNull();

    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Hearth?' }, slow);
    expect(
      within(dialog).getByText(/You are leaving Hearth for cheap-flats\.example\./),
    ).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open cheap-flats.example' }));
    expect(open).toHaveBeenCalledWith(
      'https://cheap-flats.example/pay',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });
});
