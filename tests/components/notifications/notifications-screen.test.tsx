import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '@/components/notifications/notification-list';
import { NotificationsScreen } from '@/components/notifications/notifications-screen';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { aNotification, sendLiveEvent, serveNotifications, slow } from './notification-kit';

/** 23 notifications, newest (id 23) first, the newest 3 unread. */
function manyNotifications(): NotificationDto[] {
  return Array.from({ length: 23 }, (_, index) => {
    const id = 23 - index;
    return aNotification({
      id,
      type: 'package_bought',
      params: { package: `Package ${id}` },
      link: null,
      is_read: id <= 20,
    });
  });
}

const articles = () => screen.getAllByRole('article');

describe('NotificationsScreen', () => {
  it('lists the notifications newest first with the unread ones marked, and their pages', async () => {
    const server = serveNotifications(manyNotifications());
    mswServer.use(http.get(apiUrl('get_notification_preferences'), () => okEnvelope([])));
    renderSignedIn(<NotificationsScreen />, { router: atPage('/user/notifications') });

    expect(await screen.findByText('23 notifications · 3 unread', undefined, slow)).toBeTruthy();
    expect(articles()).toHaveLength(20);
    expect(articles()[0]?.textContent).toContain('Your package “Package 23” is active');
    expect(within(articles()[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(articles()[5] as HTMLElement).queryByText('New')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByRole('link', { name: /2/ }).getAttribute('href')).toBe(
      '/user/notifications?page=2',
    );
    expect(server.listRequests[0]?.get('limit')).toBe('20');
    expect(server.listRequests[0]?.get('offset')).toBe('0');
  });

  it('shows the second page from the URL', async () => {
    const server = serveNotifications(manyNotifications());
    renderSignedIn(<NotificationList />, {
      router: atPage('/user/notifications', { page: '2' }),
    });

    expect(
      await screen.findByText('Your package “Package 3” is active', undefined, slow),
    ).toBeTruthy();
    expect(articles()).toHaveLength(3);
    expect(server.listRequests.at(-1)?.get('offset')).toBe('20');
  });

  it('marks one read when it is followed or its button pressed, and all with "Mark all read"', async () => {
    const server = serveNotifications([
      aNotification({ id: 3, params: { title: 'Loft' }, link: '/my-property/loft' }),
      aNotification({ id: 2, type: 'payment_failed', params: { package: 'Gold' }, link: null }),
      aNotification({ id: 1, type: 'project_approved', params: { title: 'Palm Court' } }),
    ]);
    renderSignedIn(<NotificationList />, { router: atPage('/user/notifications') });

    const loft = await screen.findByRole('link', { name: /Your property “Loft”/ }, slow);
    expect(loft.getAttribute('href')).toBe('/my-property/loft');
    fireEvent.click(loft);
    expect(await screen.findByText('3 notifications · 2 unread', undefined, slow)).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Mark as read: Your payment for “Gold” did not go through',
      }),
    );
    expect(await screen.findByText('3 notifications · 1 unread', undefined, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('3 notifications · 0 unread', undefined, slow)).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
    expect(server.readRequests).toEqual([{ id: 3 }, { id: 2 }, {}]);
  });

  it('puts a notification that arrives live first', async () => {
    serveNotifications([aNotification({ id: 1, is_read: true })]);
    renderSignedIn(<NotificationList />, { router: atPage('/user/notifications') });
    await screen.findByText('1 notification · 0 unread', undefined, slow);

    sendLiveEvent({
      type: 'notification_new',
      payload: aNotification({
        id: 2,
        type: 'interest_shown',
        params: { name: 'Lina', title: 'Sea view flat' },
        created_at: '2026-11-21T08:00:00.000Z',
      }),
    });
    expect(await screen.findByText('2 notifications · 1 unread', undefined, slow)).toBeTruthy();
    await waitFor(() =>
      expect(articles()[0]?.textContent).toContain(
        'Lina is interested in your property “Sea view flat”',
      ),
    );
  });

  it('says so when there are no notifications yet', async () => {
    serveNotifications([]);
    renderSignedIn(<NotificationList />, { router: atPage('/user/notifications') });
    expect(await screen.findByText(/You have no notifications yet/, undefined, slow)).toBeTruthy();
  });
});
