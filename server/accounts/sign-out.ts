import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { closeUserStreams } from '../realtime/publish-live-event';
import { clearUserFcmId, revokeSession } from './accounts-repository';

/**
 * `before-logout`: ends the caller's session at once (its live streams close on every instance)
 * and forgets this device's push token, on the session and, when it is the same token, on the
 * user.
 */
export async function signOut(
  db: Database,
  viewer: Viewer,
  input: { fcm_id?: string },
): Promise<void> {
  const revoked = await revokeSession(db, viewer.sessionId);
  const tokens = [revoked?.fcmId, input.fcm_id].filter((token): token is string => !!token);
  await clearUserFcmId(db, viewer.userId, tokens);
  // The session's live streams end on every instance.
  await closeUserStreams(viewer.userId, viewer.sessionId);
}
