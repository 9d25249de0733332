import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { clearUserFcmId, revokeSession } from './accounts-repository';

/**
 * `before-logout`: ends the caller's session at once and forgets this device's push token,
 * on the session and, when it is the same token, on the user.
 */
export async function signOut(
  db: Database,
  viewer: Viewer,
  input: { fcm_id?: string },
): Promise<void> {
  const revoked = await revokeSession(db, viewer.sessionId);
  const tokens = [revoked?.fcmId, input.fcm_id].filter((token): token is string => !!token);
  await clearUserFcmId(db, viewer.userId, tokens);
}
