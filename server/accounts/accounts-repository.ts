import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneTimeCodes, sessions, users, type codeChannels, type codePurposes } from '../db/schema';

/** The accounts domain's only Drizzle access: plain reads and writes, no rules. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type CodeChannel = (typeof codeChannels)[number];
export type CodePurpose = (typeof codePurposes)[number];

export interface CodeTarget {
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  /** confirm_contact codes belong to one account: only it can use them. */
  userId?: number;
}

export { databaseErrorOf, runInTransaction } from '../db/transactions';

// ── users ──────────────────────────────────────────────────────────────────────────────

const sameEmail = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return row ?? null;
}

/** Every account with this mobile: one proven holder at most, any number of unproven ones. */
export async function findUsersByMobile(db: Database, mobile: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.mobile, mobile)).orderBy(users.id);
}

/** Every account that shows this email or mobile, proven or not. */
export async function findAddressHolders(
  db: Database,
  channel: CodeChannel,
  destination: string,
): Promise<UserRow[]> {
  if (channel === 'phone') return findUsersByMobile(db, destination);
  const row = await findUserByEmail(db, destination);
  return row ? [row] : [];
}

/** Removes an unproven email or mobile from every account but `keepUserId` that shows it. */
export async function detachUnprovenAddress(
  db: Database,
  channel: CodeChannel,
  destination: string,
  keepUserId: number | null,
): Promise<void> {
  const others = keepUserId === null ? undefined : ne(users.id, keepUserId);
  if (channel === 'email') {
    await db
      .update(users)
      .set({ email: null, updatedAt: sql`now()` })
      .where(and(sameEmail(destination), isNull(users.emailVerifiedAt), others));
  } else {
    await db
      .update(users)
      .set({ mobile: null, updatedAt: sql`now()` })
      .where(and(eq(users.mobile, destination), isNull(users.mobileVerifiedAt), others));
  }
}

export async function findUserByFirebaseId(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseId, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: number,
  changes: UserChanges,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUserRow(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Keeps the row (for records that must stay) but removes everything that identifies a person. */
export async function anonymiseUser(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      name: 'Deleted user',
      email: null,
      mobile: null,
      passwordHash: null,
      firebaseId: null,
      profileImage: null,
      address: null,
      city: null,
      state: null,
      country: null,
      latitude: null,
      longitude: null,
      aboutMe: null,
      facebookId: null,
      twiiterId: null,
      instagramId: null,
      youtubeId: null,
      fcmId: null,
      isActive: false,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

// ── sessions ───────────────────────────────────────────────────────────────────────────

export async function insertSession(
  db: Database,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function updateSessionFcmId(
  db: Database,
  sessionId: number,
  fcmId: string | null,
): Promise<void> {
  await db.update(sessions).set({ fcmId }).where(eq(sessions.id, sessionId));
}

/** Ends one session and forgets its push token; answers the token it had. */
export async function revokeSession(
  db: Database,
  sessionId: number,
): Promise<{ fcmId: string | null } | null> {
  const [before] = await db
    .select({ fcmId: sessions.fcmId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())`, fcmId: null })
    .where(eq(sessions.id, sessionId));
  return before ?? null;
}

export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, fcmId: null })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Clears the user's push token when it is one of the given (a device that signed out). */
export async function clearUserFcmId(
  db: Database,
  userId: number,
  fcmIds: readonly string[],
): Promise<void> {
  if (fcmIds.length === 0) return;
  await db
    .update(users)
    .set({ fcmId: null })
    .where(and(eq(users.id, userId), inArray(users.fcmId, [...fcmIds])));
}

// ── one-time codes and sign-in tickets ─────────────────────────────────────────────────

const targetIs = (target: CodeTarget): SQL =>
  and(
    eq(oneTimeCodes.channel, target.channel),
    eq(oneTimeCodes.destination, target.destination),
    eq(oneTimeCodes.purpose, target.purpose),
    target.userId === undefined
      ? isNull(oneTimeCodes.userId)
      : eq(oneTimeCodes.userId, target.userId),
  ) as SQL;

/** Serialises code issuing for one destination until the transaction ends. */
export async function lockCodeTarget(tx: Database, target: CodeTarget): Promise<void> {
  const key = `${target.purpose}:${target.channel}:${target.destination}:${target.userId ?? ''}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Seconds since the newest unused code for the target was issued, or null when there is none
 * (a code that was entered does not hold the next one back).
 */
export async function secondsSinceLastCode(
  tx: Database,
  target: CodeTarget,
): Promise<number | null> {
  const [row] = await tx
    .select({ age: sql<number>`extract(epoch from now() - ${oneTimeCodes.createdAt})::float8` })
    .from(oneTimeCodes)
    .where(and(targetIs(target), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row ? Number(row.age) : null;
}

/** Stores a code or ticket (its hash only), valid for `validSeconds` from the database's now. */
export async function insertOneTimeCode(
  db: Database,
  target: CodeTarget,
  codeHash: string,
  validSeconds: number,
): Promise<number> {
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      ...target,
      codeHash,
      expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
    })
    .returning({ id: oneTimeCodes.id });
  return row!.id;
}

/** Drops an account's confirm_contact codes for the channel except those to `keepDestination`. */
export async function deleteOtherContactCodes(
  db: Database,
  userId: number,
  channel: CodeChannel,
  keepDestination: string,
): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, 'confirm_contact'),
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.channel, channel),
        ne(oneTimeCodes.destination, keepDestination),
      ),
    );
}

/** Drops the target's codes, used or not (a newer code replaces them). */
export async function deleteCodesOf(db: Database, target: CodeTarget): Promise<void> {
  await db.delete(oneTimeCodes).where(targetIs(target));
}

export async function deleteOneTimeCode(db: Database, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * One try at the target's live code, atomically: counts the try and, when the hash matches,
 * consumes the code — all in one conditional UPDATE, so of two parallel right tries exactly
 * one sees its row. A code with `maxAttempts` tries used, consumed or expired never matches.
 */
export async function tryOneTimeCode(
  db: Database,
  target: CodeTarget,
  codeHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const live = and(
    targetIs(target),
    isNull(oneTimeCodes.consumedAt),
    lt(oneTimeCodes.attempts, maxAttempts),
    sql`${oneTimeCodes.expiresAt} > now()`,
  );
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      consumedAt: sql`case when ${oneTimeCodes.codeHash} = ${codeHash} then now() end`,
    })
    .where(live)
    .returning({ consumedAt: oneTimeCodes.consumedAt });
  return Boolean(row?.consumedAt);
}

/** Consumes a sign-in ticket by its hash; answers where it was issued for, once. */
export async function consumeTicket(
  db: Database,
  channel: CodeChannel,
  ticketHash: string,
): Promise<{ channel: CodeChannel; destination: string } | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()`, attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'sign_in_ticket'),
        eq(oneTimeCodes.channel, channel),
        eq(oneTimeCodes.codeHash, ticketHash),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
      ),
    )
    .returning({ channel: oneTimeCodes.channel, destination: oneTimeCodes.destination });
  return row ?? null;
}

/** Drops codes and tickets that expired more than a day ago. */
export async function pruneOneTimeCodes(db: Database): Promise<void> {
  await db.delete(oneTimeCodes).where(sql`${oneTimeCodes.expiresAt} < now() - interval '1 day'`);
}
