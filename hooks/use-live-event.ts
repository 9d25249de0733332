import { useEffect, useRef } from 'react';
import { onLiveEvent } from '@/api/live/live-events';
import type { LiveEventPayloads, LiveEventType } from '@/contracts/dto/live-event-dto';

/**
 * Calls `handle` with every live event of `type` while the component is mounted (the latest
 * `handle`, so it may close over fresh state).
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handle: (payload: LiveEventPayloads[T], id: number) => void,
): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === type) latest.current(event.payload as LiveEventPayloads[T], event.id);
      }),
    [type],
  );
}
