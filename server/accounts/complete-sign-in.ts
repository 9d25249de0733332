import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { accountDeactivated } from './account-errors';
import { updateUser, type UserRow } from './accounts-repository';
import { createSession, type SessionOptions } from './create-session';
import { toProfileDto } from './profile-dto';

/**
 * The last step of every sign-in: refuses a deactivated account, opens the session, keeps the
 * device's push token on the user too, and answers the token with the profile.
 */
export async function completeSignIn(
  db: Database,
  user: UserRow,
  options: SessionOptions,
): Promise<SessionDto> {
  if (!user.isActive || user.deletedAt) throw accountDeactivated();
  const { token } = await createSession(db, user.id, options);
  const current = options.fcmId
    ? ((await updateUser(db, user.id, { fcmId: options.fcmId })) ?? user)
    : user;
  return { token, user: toProfileDto(current) };
}
