import type { LiveEvent } from '@/contracts/dto/live-event-dto';

/** Someone in the page who wants the signed-in user's live events. */
export type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<LiveEventListener>();

/**
 * The page's one dispatcher of live events: the stream reader (`GET events`) hands each event
 * here once, and every screen that shows live data (the chat, the bell) listens. Returns the
 * function that stops listening.
 */
export function onLiveEvent(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands one event from the stream to every listener; a failing listener never stops the rest. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A live event listener failed', error);
    }
  }
}
