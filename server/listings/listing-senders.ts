import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * The accounts that reached a listing's owner (an interest in a property, an enquiry about a
 * project), as the owner sees them: joined by `userId`, live accounts only (deleted ones are
 * left out), with their contact details.
 */
export const liveSenderOf = (userId: AnyPgColumn): SQL | undefined =>
  and(eq(users.id, userId), isNull(users.deletedAt));

/** What the owner is shown to reach the sender back. */
export const senderContactColumns = {
  name: users.name,
  email: users.email,
  mobile: users.mobile,
};
