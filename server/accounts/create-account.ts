import { randomBytes } from 'node:crypto';
import { fallbackSlug, slugify } from '@/utils/slug';
import type { Database } from '../db/database';
import { identityConflictFrom } from './account-errors';
import { insertUser, type NewUser, type UserRow } from './accounts-repository';

function userSlug(name: string): string {
  const base = slugify(name);
  const readable = base === fallbackSlug && !/listing/i.test(name) ? 'user' : base;
  return `${readable.slice(0, 60)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Inserts a new account with a unique slug. The unique indexes settle races on the email and
 * mobile: a violation becomes the same 409 a prior check would have answered.
 */
export async function createAccount(
  db: Database,
  values: Omit<NewUser, 'slugId'>,
): Promise<UserRow> {
  try {
    return await insertUser(db, { ...values, slugId: userSlug(values.name) });
  } catch (error) {
    throw identityConflictFrom(error) ?? error;
  }
}
