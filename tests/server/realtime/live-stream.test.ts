import { afterAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import { createRedisBus, type LiveBusMessage } from '@/server/realtime/live-bus';
import { dataOf } from '../../support/accounts-test-kit';
import { setUpChatTestKit } from '../../support/chat-test-kit';
import { eventually } from '../../support/job-queue-kit';
import {
  openLiveStream,
  requestLiveStream,
  type LiveStreamReader,
} from '../../support/live-stream-reader';

const kit = setUpChatTestKit();
const open: LiveStreamReader[] = [];
const stream = async (token: string, lastEventId?: number) => {
  const reader = await openLiveStream(kit.api.baseUrl, token, lastEventId);
  open.push(reader);
  return reader;
};
afterAll(() => open.forEach((reader) => reader.close()));

const summary = (events: LiveEvent[]) =>
  events.map((event) =>
    event.type === 'message_new'
      ? `${event.type}:${event.payload.message}:${event.payload.is_mine ? 'mine' : 'theirs'}`
      : event.type,
  );

describe('GET events', () => {
  it('needs a session, and answers a stream that nothing compresses or buffers', async () => {
    const refused = await fetch(new URL('/api/events', kit.api.baseUrl));
    expect(refused.status).toBe(401);
    const user = await kit.lister();
    const { response, close } = await requestLiveStream(kit.api.baseUrl, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('identity');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    close();
  });

  it('refuses an eleventh stream of one person, and takes one again once a stream closed', async () => {
    const user = await kit.lister();
    const streams = [];
    for (let index = 0; index < 10; index += 1) {
      const opened = await requestLiveStream(kit.api.baseUrl, user.token);
      expect(opened.response.status).toBe(200);
      streams.push(opened);
    }
    const refused = await requestLiveStream(kit.api.baseUrl, user.token);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    streams.pop()!.close();
    const again = await eventually(
      async () => {
        const attempt = await requestLiveStream(kit.api.baseUrl, user.token);
        if (attempt.response.status !== 200) attempt.close();
        return attempt;
      },
      (attempt) => attempt.response.status === 200,
    );
    streams.push(again);
    for (const stream of streams) stream.close();
  });

  it('brings each user their own events, in order, and nobody else’s', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const stranger = await kit.lister();
    const ownerStream = await stream(owner.token);
    const buyerStream = await stream(buyer.token);
    const strangerStream = await stream(stranger.token);
    dataOf(await kit.send(buyer, owner, propertyId, 'First'));
    dataOf(await kit.send(buyer, owner, propertyId, 'Second'));
    expect(summary(await ownerStream.waitFor(3))).toEqual([
      'message_new:First:theirs',
      'notification_new',
      'message_new:Second:theirs',
    ]);
    expect(summary(await buyerStream.waitFor(2))).toEqual([
      'message_new:First:mine',
      'message_new:Second:mine',
    ]);
    dataOf(
      await kit.call('POST', 'mark_chat_read', {
        token: owner.token,
        json: { user_id: buyer.id, property_id: propertyId },
      }),
    );
    const [, , receipt] = await buyerStream.waitFor(3);
    expect(receipt).toMatchObject({ type: 'messages_read' });
    expect(strangerStream.events).toEqual([]);
  });

  it('brings every message sent to one person at the same moment, each once', async () => {
    const { owner, propertyId } = await kit.scene();
    const buyers = await Promise.all(Array.from({ length: 12 }, () => kit.lister()));
    for (const buyer of buyers) await kit.send(buyer, owner, propertyId, 'warm');
    const reader = await stream(owner.token);
    const sent: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const texts = buyers.map((_buyer, index) => `round ${round} from ${index}`);
      sent.push(...texts);
      await Promise.all(
        buyers.map((buyer, index) => kit.send(buyer, owner, propertyId, texts[index]!)),
      );
    }
    await reader.waitFor(sent.length, 20_000);
    const texts = reader.events.flatMap((event) =>
      event.type === 'message_new' ? [event.payload.message] : [],
    );
    expect([...texts].sort()).toEqual([...sent].sort());
    const ids = reader.events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((one, other) => one - other));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resumes after a dropped connection with what was missed, nothing twice', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const first = await stream(owner.token);
    dataOf(await kit.send(buyer, owner, propertyId, 'Before the drop'));
    const seen = await first.waitFor(2);
    first.close();
    dataOf(await kit.send(buyer, owner, propertyId, 'During the drop'));
    dataOf(await kit.send(buyer, owner, propertyId, 'Also during the drop'));
    const resumed = await stream(owner.token, seen.at(-1)!.id);
    dataOf(await kit.send(buyer, owner, propertyId, 'After the return'));
    const events = await resumed.waitFor(3);
    expect(summary(events)).toEqual([
      'message_new:During the drop:theirs',
      'message_new:Also during the drop:theirs',
      'message_new:After the return:theirs',
    ]);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((one, other) => one - other));
    expect(ids[0]).toBeGreaterThan(seen.at(-1)!.id);
  });

  it('ends when its session signs out', async () => {
    const user = await kit.lister();
    const { response } = await requestLiveStream(kit.api.baseUrl, user.token);
    const body = response.text();
    dataOf(await kit.call('POST', 'before-logout', { token: user.token, json: {} }));
    await expect(body).resolves.toContain('retry: 3000');
  });
});

describe('the Redis bus', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)(
    'carries a message from one instance’s bus to another’s, in order',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
      const [one, other] = [createRedisBus(url), createRedisBus(url)];
      const received: LiveBusMessage[] = [];
      other.subscribe(424242, (message) => received.push(message));
      other.subscribe(424243, (message) => received.push(message));
      await other.ready();
      for (const sessionId of [1, 2, 3]) {
        await one.publish({ kind: 'close', userId: 424242, sessionId });
        await one.publish({ kind: 'close', userId: 424244, sessionId });
      }
      for (let attempt = 0; attempt < 100 && received.length < 3; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Only the subscribed user's messages, in order.
      expect(received).toEqual(
        [1, 2, 3].map((sessionId) => ({ kind: 'close', userId: 424242, sessionId })),
      );
    },
  );
});
