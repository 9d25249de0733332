import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContactMessagesScreen } from '@/components/contact/contact-messages-screen';
import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

function aMessage(overrides: Partial<ContactMessageDto> = {}): ContactMessageDto {
  return {
    id: 7,
    first_name: 'Nadia',
    last_name: 'Haddad',
    email: 'nadia@example.test',
    subject: 'Viewing on Saturday',
    message: 'Can I see the flat on Saturday?',
    user_id: null,
    is_read: false,
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function renderAs(role: 'admin' | 'user') {
  return renderSignedIn(<ContactMessagesScreen />, { role, router: atPage('/admin/messages') });
}

describe('ContactMessagesScreen', () => {
  it('shows an administrator the messages with who wrote them, and marks one read', async () => {
    let messages = [aMessage(), aMessage({ id: 6, subject: 'Older question', is_read: true })];
    const marked: unknown[] = [];
    server.use(
      http.get(apiUrl('admin/contact-messages'), () =>
        HttpResponse.json({
          error: false,
          message: 'OK',
          data: messages,
          total: messages.length,
          unread: messages.filter((message) => !message.is_read).length,
        }),
      ),
      http.post(apiUrl('admin/read-contact-message'), async ({ request }) => {
        const body = (await request.json()) as { id: number; is_read: number };
        marked.push(body);
        messages = messages.map((message) =>
          message.id === body.id ? { ...message, is_read: body.is_read === 1 } : message,
        );
        return okEnvelope(messages.find((message) => message.id === body.id));
      }),
    );
    renderAs('admin');

    const newest = await screen.findByRole('article', { name: 'Viewing on Saturday' }, slow);
    expect(within(newest).getByText('New')).toBeTruthy();
    expect(
      within(newest).getByRole('link', { name: 'nadia@example.test' }).getAttribute('href'),
    ).toBe('mailto:nadia@example.test');
    expect(within(newest).getByText('Can I see the flat on Saturday?')).toBeTruthy();
    expect(screen.getByText('2 messages · 1 unread')).toBeTruthy();

    fireEvent.click(within(newest).getByRole('button', { name: 'Mark as read' }));
    expect(
      await within(newest).findByRole('button', { name: 'Mark as unread' }, slow),
    ).toBeTruthy();
    expect(marked).toEqual([{ id: 7, is_read: 1 }]);
    expect(await screen.findByText('2 messages · 0 unread', undefined, slow)).toBeTruthy();
  });

  it('tells a user who is no administrator that the page is not for them', async () => {
    renderAs('user');
    expect(await screen.findByText('For administrators only', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
