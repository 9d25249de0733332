import { http, HttpResponse } from 'msw';
import { dispatchLiveEvent } from '@/api/live/live-events';
import type { UnreadCountsDto } from '@/contracts/dto/chat-dto';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { act } from '@testing-library/react';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
export const slow = { timeout: 8000 };

export function aNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 1,
    type: 'listing_approved',
    params: { title: 'Sea view flat' },
    link: '/my-property/sea-view-flat',
    is_read: false,
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** What the fake server was asked to mark read: `{}` for all, `{ id }` for one. */
export interface NotificationServer {
  notifications: NotificationDto[];
  messages: number;
  readRequests: unknown[];
  listRequests: URLSearchParams[];
}

/**
 * A stand-in for the notification calls over a list the test gives (newest first): the pages,
 * the unread counts and marking read answer as the server does.
 */
export function serveNotifications(
  notifications: NotificationDto[],
  messages = 0,
): NotificationServer {
  const state: NotificationServer = {
    notifications,
    messages,
    readRequests: [],
    listRequests: [],
  };
  const unread = () => state.notifications.filter((item) => !item.is_read).length;
  mswServer.use(
    http.get(apiUrl('get_notification_list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.listRequests.push(query);
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      return HttpResponse.json({
        error: false,
        message: 'OK',
        data: state.notifications.slice(offset, offset + limit),
        total: state.notifications.length,
        unread: unread(),
      });
    }),
    http.get(apiUrl('get_unread_counts'), () =>
      okEnvelope<UnreadCountsDto>({ messages: state.messages, notifications: unread() }),
    ),
    http.post(apiUrl('read_notifications'), async ({ request }) => {
      const body = (await request.json()) as { id?: number };
      state.readRequests.push(body);
      state.notifications = state.notifications.map((item) =>
        body.id === undefined || item.id === body.id ? { ...item, is_read: true } : item,
      );
      return okEnvelope({ unread: unread() });
    }),
  );
  return state;
}

let nextEventId = 1000;

/** Hands one event to the page's listeners, as the stream reader does. */
export function sendLiveEvent(event: Omit<LiveEvent, 'id'>): void {
  nextEventId += 1;
  act(() => dispatchLiveEvent({ ...event, id: nextEventId } as LiveEvent));
}
