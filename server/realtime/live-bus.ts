import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import { getLogger } from '../core/logger';
import { getEnv } from '../env';

/**
 * What travels on the bus for a user: their stored event, or the order to close their open
 * streams (signed out: that session's; account deleted or deactivated: all).
 */
export type LiveBusMessage =
  | { kind: 'event'; userId: number; event: LiveEvent }
  | { kind: 'close'; userId: number; sessionId: number | null };

/** What travels on the bus for every instance: staff changed what the site shows. */
export interface SiteBusMessage {
  kind: 'site-changed';
}

type BusMessage = LiveBusMessage | SiteBusMessage;

/** The emitter's name of a message: its user's id, or `site`. */
const topicOf = (message: BusMessage): string =>
  message.kind === 'site-changed' ? 'site' : String(message.userId);

/** Carries live messages to the streams of every instance. */
export interface LiveBus {
  publish(message: BusMessage): Promise<void>;
  /**
   * Calls `listener` with every message for `userId` (only theirs: a message costs its own
   * user's streams, not every stream of the instance); returns the function that stops it.
   */
  subscribe(userId: number, listener: (message: LiveBusMessage) => void): () => void;
  /** Calls `listener` with every site-wide message; returns the function that stops it. */
  subscribeSite(listener: (message: SiteBusMessage) => void): () => void;
  /**
   * Resolves once messages published from now on reach this bus's listeners (Redis: the
   * channel's subscription is confirmed). A stream waits for it before it answers, so nothing
   * published after its answer is lost.
   */
  ready(): Promise<void>;
}

const channel = 'hearth:live';

/** One instance: an in-process emitter (the embedded default). */
export function createProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit(topicOf(message), message);
    },
    subscribe(userId, listener) {
      const name = String(userId);
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    subscribeSite(listener) {
      emitter.on('site', listener);
      return () => emitter.off('site', listener);
    },
    ready: () => Promise.resolve(),
  };
}

/**
 * Every instance: Redis pub/sub on one channel. A subscribed connection can do nothing else,
 * so publishing and subscribing use two; a message reaches this instance's own streams the
 * same way, through Redis, so every instance sees the same order.
 */
export function createRedisBus(url: string): LiveBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  const subscriber = new Redis(url, { connectTimeout: 2000 });
  const local = createProcessBus();
  const log = getLogger();
  // Failing, it is logged and ready anyway: ioredis subscribes again once it reconnects, and a
  // stream that missed events in between gets them on its reconnect.
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => {
      log.error({ err: error }, 'the live bus could not subscribe to Redis');
    },
  );
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      void local.publish(JSON.parse(text) as BusMessage);
    } catch (error) {
      log.error({ err: error }, 'an unreadable live bus message was dropped');
    }
  });
  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    subscribeSite: (listener) => local.subscribeSite(listener),
    ready: () => subscribed,
  };
}

const key = Symbol.for('hearth.liveBus');
type BusHolder = { [key]?: LiveBus };

/**
 * The process's bus: Redis with REDIS_URL, else in-process. Kept on globalThis because Next
 * bundles server code into several chunks that must share one bus.
 */
export function liveBus(): LiveBus {
  const holder = globalThis as BusHolder;
  if (!holder[key]) {
    const url = getEnv().redisUrl;
    holder[key] = url ? createRedisBus(url) : createProcessBus();
  }
  return holder[key];
}

/** Replaces the process's bus (tests that stand for two instances). */
export function useLiveBus(bus: LiveBus | undefined): void {
  (globalThis as BusHolder)[key] = bus;
}
