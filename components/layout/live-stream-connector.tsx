import { useEffect } from 'react';
import { readLiveStream } from '@/api/live/read-live-stream';

/** Keeps the signed-in user's live stream open while mounted (one per page). */
export function LiveStreamConnector({ token }: { token: string }) {
  useEffect(() => {
    const controller = new AbortController();
    void readLiveStream(token, controller.signal);
    return () => controller.abort();
  }, [token]);
  return null;
}
