import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { onLiveEvent } from '@/api/live/live-events';
import { LiveStream } from '@/components/layout/live-stream';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import { apiUrl, mswServer as server } from '../../support/msw-server';
import { renderSignedIn, renderWithProviders } from '../../support/render-with-providers';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A stream that sends these server-sent event blocks, then stays open. */
function sseBody(blocks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
    },
  });
}

describe('LiveStream', () => {
  it('reads the signed-in user’s stream with the bearer header and dispatches its events in order', async () => {
    const requests: { authorization: string | null; search: string }[] = [];
    server.use(
      http.get(apiUrl('events'), ({ request }) => {
        requests.push({
          authorization: request.headers.get('authorization'),
          search: new URL(request.url).search,
        });
        return new Response(
          sseBody([
            'retry: 3000\n\n',
            'id: 7\nevent: notifications_read\ndata: {"id":null}\n\n',
            ': heartbeat\n\n',
            'id: 8\nevent: message_deleted\ndata: {"conversation_id":3,"message_id":41}\n\n',
          ]),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    const received: LiveEvent[] = [];
    stops.push(onLiveEvent((event) => received.push(event)));
    renderSignedIn(<LiveStream />);
    await waitFor(() => expect(received).toHaveLength(2), { timeout: 8000 });
    expect(received).toEqual([
      { id: 7, type: 'notifications_read', payload: { id: null } },
      { id: 8, type: 'message_deleted', payload: { conversation_id: 3, message_id: 41 } },
    ]);
    // The token goes in the header, never in the address.
    expect(requests[0]!.authorization).toMatch(/^Bearer .+/);
    expect(requests[0]!.search).toBe('');
  });

  it('opens nothing for a visitor who is not signed in', async () => {
    let opened = 0;
    server.use(
      http.get(apiUrl('events'), () => {
        opened += 1;
        return new Response(sseBody([]), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    renderWithProviders(<LiveStream />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toBe(0);
  });
});
