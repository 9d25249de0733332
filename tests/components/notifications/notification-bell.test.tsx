import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/layout/notification-bell';
import type { ChatMessageDto } from '@/contracts/dto/chat-dto';
import { renderSignedIn } from '../../support/render-with-providers';
import { aNotification, sendLiveEvent, serveNotifications, slow } from './notification-kit';

// The chat's page is another part of this issue: the messages badge shows once it exists.
vi.mock('@/utils/site-pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/utils/site-pages')>();
  return { ...actual, hasPage: (href: string) => href === '/user/chat' || actual.hasPage(href) };
});

function aMessage(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: 50,
    conversation_id: 3,
    sender_id: 9,
    property_id: 4,
    message: 'Is it still free?',
    file: null,
    audio: null,
    is_mine: false,
    is_deleted: false,
    read_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const bellButton = (name: RegExp) => screen.findByRole('button', { name }, slow);

describe('NotificationBell', () => {
  it('shows the unread count and counts a notification that arrives live', async () => {
    serveNotifications([aNotification({ id: 2 }), aNotification({ id: 1, is_read: true })]);
    renderSignedIn(<NotificationBell />);

    expect(await bellButton(/^Notifications, 1 unread$/)).toBeTruthy();

    sendLiveEvent({
      type: 'notification_new',
      payload: aNotification({
        id: 3,
        type: 'new_message',
        params: { name: 'Omar', title: 'Loft' },
      }),
    });
    expect(await bellButton(/^Notifications, 2 unread$/)).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('opens the latest notifications, each linking to its page, and marks the followed one read', async () => {
    const server = serveNotifications([
      aNotification({
        id: 2,
        type: 'listing_rejected',
        params: { title: 'Old barn', reason: 'The photos are blurred' },
        link: '/user/edit-property/old-barn',
      }),
      aNotification({ id: 1, is_read: true }),
    ]);
    renderSignedIn(<NotificationBell />);

    fireEvent.click(await bellButton(/^Notifications, 1 unread$/));
    const panel = await screen.findByRole('region', { name: 'Notifications' }, slow);
    const rejected = await within(panel).findByRole(
      'link',
      { name: /Your property “Old barn” was not approved: The photos are blurred/ },
      slow,
    );
    expect(rejected.getAttribute('href')).toBe('/user/edit-property/old-barn');
    expect(
      within(panel).getByRole('link', { name: /Your property “Sea view flat” is approved/ }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'See all notifications' }).getAttribute('href'),
    ).toBe('/user/notifications');

    fireEvent.click(rejected);
    expect(await bellButton(/^Notifications$/)).toBeTruthy();
    expect(server.readRequests).toEqual([{ id: 2 }]);
  });

  it('clears the count when everything is marked read', async () => {
    const server = serveNotifications([
      aNotification({ id: 3 }),
      aNotification({ id: 2, type: 'package_bought', params: { package: 'Gold' } }),
    ]);
    renderSignedIn(<NotificationBell />);

    fireEvent.click(await bellButton(/^Notifications, 2 unread$/));
    const panel = await screen.findByRole('region', { name: 'Notifications' }, slow);
    await within(panel).findByRole('link', { name: /Your package “Gold” is active/ }, slow);
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect(await bellButton(/^Notifications$/)).toBeTruthy();
    expect(server.readRequests).toEqual([{}]);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('follows notifications read in another tab', async () => {
    serveNotifications([aNotification({ id: 2 }), aNotification({ id: 1 })]);
    renderSignedIn(<NotificationBell />);
    await bellButton(/^Notifications, 2 unread$/);

    sendLiveEvent({ type: 'notifications_read', payload: { id: null } });
    expect(await bellButton(/^Notifications$/)).toBeTruthy();
  });

  it('counts unread messages beside the bell and links them to the chat', async () => {
    serveNotifications([], 2);
    renderSignedIn(<NotificationBell />);

    const messages = await screen.findByRole('link', { name: 'Messages, 2 unread' }, slow);
    expect(messages.getAttribute('href')).toBe('/user/chat');

    sendLiveEvent({ type: 'message_new', payload: aMessage() });
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' }, slow)).toBeTruthy();
    // The user's own message (sent from another tab) is no unread message.
    sendLiveEvent({ type: 'message_new', payload: aMessage({ id: 51, is_mine: true }) });
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
  });
});
