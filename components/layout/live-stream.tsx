import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectSessionToken } from '@/store/slices/session-slice';
import { useHydrated } from './use-hydrated';

/** The stream reader loads on first use: visitors who are not signed in never load it. */
const LiveStreamConnector = dynamic(
  () => import('./live-stream-connector').then((module) => module.LiveStreamConnector),
  { ssr: false },
);

/**
 * The signed-in user's live events (messages, receipts, notifications) for every screen that
 * listens (hooks/use-live-event.ts): opened after hydration, for a session only, closed when it
 * ends.
 */
export function LiveStream() {
  const isHydrated = useHydrated();
  const token = useAppSelector(selectSessionToken);
  return isHydrated && token ? <LiveStreamConnector token={token} /> : null;
}
