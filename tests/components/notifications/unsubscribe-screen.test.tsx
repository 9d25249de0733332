import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnsubscribeScreen } from '@/components/notifications/unsubscribe-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderWithProviders } from '../../support/render-with-providers';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

describe('UnsubscribeScreen', () => {
  it('changes nothing on opening, and stops the emails with one press, without a session', async () => {
    const calls: { token: string | null; auth: string | null }[] = [];
    server.use(
      http.post(apiUrl('unsubscribe'), ({ request }) => {
        calls.push({
          token: new URL(request.url).searchParams.get('token'),
          auth: request.headers.get('authorization'),
        });
        return okEnvelope({ type: 'new_message' });
      }),
    );
    renderWithProviders(<UnsubscribeScreen />, {
      router: atPage('/unsubscribe', { token: '7.new_message.abc' }),
    });
    const confirm = await screen.findByRole('button', { name: 'Stop these emails' });
    expect(calls).toEqual([]);
    fireEvent.click(confirm);
    expect(
      await screen.findByText(/you will no longer get emails about new messages/i, {}, slow),
    ).toBeTruthy();
    expect(calls).toEqual([{ token: '7.new_message.abc', auth: null }]);
  });

  it('says why when the link is not valid', async () => {
    server.use(
      http.post(apiUrl('unsubscribe'), () =>
        HttpResponse.json(
          { error: true, code: 'bad_request', message: 'This unsubscribe link is not valid.' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<UnsubscribeScreen />, {
      router: atPage('/unsubscribe', { token: 'bent' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('alert', {}, slow)).toBeTruthy();
  });
});
