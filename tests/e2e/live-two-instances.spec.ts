import type { LiveEvent } from '../../contracts/dto/live-event-dto';
import type { LiveUser } from '../../scripts/bench/create-live-users';
import { openLiveStream, type LiveStreamReader } from '../support/live-stream-reader';
import { e2eAdmin } from './support/admin';
import { expect, test } from './support/test';
import { startTwoInstances } from './support/two-instances';

/**
 * Issue 22's two instances: one PostgreSQL database, one Redis carrying the live bus. A's
 * stream is held by the first instance, B's by the second; B writes to A through the second,
 * A answers through the first, and the admin rejects A's listing through the second. Each
 * stream gets exactly its events, in order, none lost, none twice (the same as the stored
 * events a reconnect replays), within a generous deadline.
 */
const instances = startTwoInstances([3113, 3114]);
const deadlineMs = 10_000;

/** What an event says, without its id and dates: its type and who, what, which. */
function summary(event: LiveEvent): string {
  if (event.type === 'message_new') {
    const { message, sender_id, is_mine } = event.payload;
    return `message_new ${sender_id}${is_mine ? ' (mine)' : ''}: ${message}`;
  }
  if (event.type === 'notification_new') {
    return `notification_new ${event.payload.type}: ${JSON.stringify(event.payload.params)}`;
  }
  return event.type;
}

test('a message and a notification sent through one instance arrive live at the other', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const [first, second] = instances.origins;
  const [a, b] = JSON.parse(
    instances.runScript('bench/create-live-users.ts', ['--count', '2', '--listings']),
  ) as [LiveUser, LiveUser];
  const listingId = a.listingId ?? 0;
  const streams: LiveStreamReader[] = [];
  try {
    const streamOfA = await openLiveStream(first, a.token);
    const streamOfB = await openLiveStream(second, b.token);
    streams.push(streamOfA, streamOfB);

    const send = async (origin: string, from: LiveUser, to: LiveUser, message: string) => {
      const response = await request.post(`${origin}/api/send_message`, {
        headers: { authorization: `Bearer ${from.token}` },
        multipart: { receiver_id: String(to.id), property_id: String(listingId), message },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    const fromB = ['Is it still available?', 'Can I visit on Friday?', 'Is parking included?'];
    const fromA = ['Yes, it is.', 'Friday at ten, with parking.'];
    for (const message of fromB) await send(second, b, a, message);
    for (const message of fromA) await send(first, a, b, message);

    const signIn = await request.post(`${second}/api/user_signup`, {
      data: { logintype: 'email', email: e2eAdmin.email, password: e2eAdmin.password },
    });
    const { token: adminToken } = (await signIn.json()).data as { token: string };
    const rejected = await request.post(`${second}/api/admin/review-listing`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { property_id: listingId, decision: 'rejected', reason: 'The photos are blurry' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    const title = a.listingTitle;
    const message = (from: LiveUser, text: string, isMine: boolean) =>
      `message_new ${from.id}${isMine ? ' (mine)' : ''}: ${text}`;
    const notification = (type: string, params: Record<string, string | null>) =>
      `notification_new ${type}: ${JSON.stringify(params)}`;
    const expectedForA = [
      message(b, fromB[0]!, false),
      notification('new_message', { name: b.name, title }),
      message(b, fromB[1]!, false),
      message(b, fromB[2]!, false),
      ...fromA.map((text) => message(a, text, true)),
      notification('listing_rejected', { title, reason: 'The photos are blurry' }),
    ];
    const expectedForB = [
      ...fromB.map((text) => message(b, text, true)),
      message(a, fromA[0]!, false),
      notification('new_message', { name: a.name, title }),
      message(a, fromA[1]!, false),
    ];
    const [liveA, liveB] = await Promise.all([
      streamOfA.waitFor(expectedForA.length, deadlineMs),
      streamOfB.waitFor(expectedForB.length, deadlineMs),
    ]);
    expect(liveA.map(summary)).toEqual(expectedForA);
    expect(liveB.map(summary)).toEqual(expectedForB);

    // Exactly the stored events, each once, in order: what a reconnect from the start replays,
    // read through the other instance.
    for (const [user, live, origin] of [
      [a, streamOfA, second],
      [b, streamOfB, first],
    ] as const) {
      const replay = await openLiveStream(origin, user.token, 0);
      streams.push(replay);
      const stored = await replay.waitFor(live.events.length, deadlineMs);
      const ids = live.events.map((event) => event.id);
      expect(new Set(ids).size, 'no event twice').toBe(ids.length);
      expect(ids, 'in order').toEqual([...ids].sort((one, other) => one - other));
      expect(live.events.map(({ id, type }) => ({ id, type }))).toEqual(
        stored.map(({ id, type }) => ({ id, type })),
      );
    }
  } finally {
    for (const stream of streams) stream.close();
  }
});
