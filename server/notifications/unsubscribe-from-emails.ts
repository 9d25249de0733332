import type { NotificationType } from '@/contracts/dto/notification-dto';
import type { UnsubscribeInput } from '@/contracts/requests/notification-requests';
import { AppError } from '../core/app-error';
import type { Database } from '../db/database';
import { databaseErrorOf } from '../db/transactions';
import { listPreferences, savePreferences } from './notifications-repository';
import { readUnsubscribeToken, unsubscribeSecret } from './unsubscribe-link';

/**
 * `unsubscribe` (added; no sign-in): the link of an email turns off that kind of email for its
 * user (the other channels stay as they were). A token the server did not sign is 400; using a
 * link twice is no error.
 */
export async function unsubscribeFromEmails(
  db: Database,
  input: UnsubscribeInput,
): Promise<{ type: NotificationType }> {
  const target = readUnsubscribeToken(await unsubscribeSecret(db), input.token);
  if (!target) throw new AppError('bad_request', 'This unsubscribe link is not valid.');
  const saved = (await listPreferences(db, target.userId)).find((row) => row.type === target.type);
  await savePreferences(db, [
    {
      userId: target.userId,
      type: target.type,
      inApp: true,
      push: saved?.push ?? true,
      email: false,
    },
  ]).catch((error: unknown) => {
    // The account was deleted since the email was sent: nothing is left to unsubscribe.
    if (databaseErrorOf(error)?.code !== '23503') throw error;
  });
  return { type: target.type };
}
