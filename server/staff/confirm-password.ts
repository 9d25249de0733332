import { eq } from 'drizzle-orm';
import { AppError } from '../core/app-error';
import { clearRateLimit, enforceRateLimits } from '../core/rate-limit';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { verifyPassword } from '../accounts/verify-password';

/**
 * A staff member types the password again (`admin/confirm-password`): the session counts as
 * freshly signed in for 15 minutes (granting roles, changing secrets, payment actions). Wrong
 * guesses count against the account's password guesses, as at sign-in.
 */
export async function confirmPassword(
  db: Database,
  viewer: Viewer,
  password: string,
): Promise<{ confirmed_until: string }> {
  const guesses = { rule: 'passwordGuessesPerAccount', subject: `staff:${viewer.userId}` } as const;
  await enforceRateLimits(db, [guesses]);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.userId));
  const isRight = await verifyPassword(password, user?.passwordHash ?? null);
  if (!isRight) {
    throw new AppError('invalid_credentials', 'The password is incorrect.', {
      password: 'The password is incorrect.',
    });
  }
  await clearRateLimit(db, guesses);
  const now = new Date();
  await db
    .update(sessions)
    .set({ passwordConfirmedAt: now })
    .where(eq(sessions.id, viewer.sessionId));
  return { confirmed_until: new Date(now.getTime() + 15 * 60_000).toISOString() };
}
