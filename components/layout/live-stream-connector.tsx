import { useEffect } from 'react';
import { readLiveStream } from '@/api/live/read-live-stream';
import { PushTokenRefresh } from './push-token-refresh';

/**
 * Keeps the signed-in user's live stream open while mounted (one per page), and this browser's
 * push token on the session (both load only for a session, after hydration).
 */
export function LiveStreamConnector({ token }: { token: string }) {
  useEffect(() => {
    const controller = new AbortController();
    void readLiveStream(token, controller.signal);
    return () => controller.abort();
  }, [token]);
  return <PushTokenRefresh sessionToken={token} />;
}
