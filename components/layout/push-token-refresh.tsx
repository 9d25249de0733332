import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectSessionToken } from '@/store/slices/session-slice';
import { useHydrated } from './use-hydrated';
import { useSiteSettings } from './use-site-settings';

/** Firebase messaging loads only here: never for a visitor who is not signed in. */
const PushTokenRefresher = dynamic(
  () => import('./push-token-refresher').then((module) => module.PushTokenRefresher),
  { ssr: false },
);

const hasAllowedPush = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Keeps this browser's push token on the signed-in session: after hydration, for a session only,
 * when the site sends push and this browser allowed it before (the notifications page asks). A
 * token Firebase renewed, or a new session, gets the current one.
 */
export function PushTokenRefresh() {
  const isHydrated = useHydrated();
  const sessionToken = useAppSelector(selectSessionToken);
  const isPushOn = useSiteSettings().services.push_notifications;
  return isHydrated && sessionToken && isPushOn && hasAllowedPush() ? (
    <PushTokenRefresher sessionToken={sessionToken} />
  ) : null;
}
