import { PushTokenRefresher } from './push-token-refresher';
import { useSiteSettings } from './use-site-settings';

const hasAllowedPush = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Keeps this browser's push token on the signed-in session when the site sends push and this
 * browser allowed it before (the notifications page asks): a token Firebase renewed, or a new
 * session, gets the current one. Rendered by the live stream's connector, so it loads with it —
 * after hydration, for a session only — and adds nothing to a public page's first load; Firebase
 * itself loads only when push was allowed.
 */
export function PushTokenRefresh({ sessionToken }: { sessionToken: string }) {
  const isPushOn = useSiteSettings().services.push_notifications;
  return isPushOn && hasAllowedPush() ? <PushTokenRefresher sessionToken={sessionToken} /> : null;
}
