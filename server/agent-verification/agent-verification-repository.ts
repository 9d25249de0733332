import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type {
  UserVerificationStatus,
  VerificationStatus,
} from '@/contracts/agent-verification-rules';
import type { Database } from '../db/database';
import { findRowById, writeRowById } from '../db/rows-by-id';
import { wordsSearchSql } from '../db/text-search';
import {
  users,
  verificationFormFields,
  verificationSubmissions,
  verificationSubmissionValues,
} from '../db/schema';

export type VerificationFieldRow = typeof verificationFormFields.$inferSelect;
export type SubmissionRow = typeof verificationSubmissions.$inferSelect;
export type SubmissionValueRow = typeof verificationSubmissionValues.$inferSelect;
export type NewSubmissionValue = Omit<typeof verificationSubmissionValues.$inferInsert, 'id'>;

/** The form as users see it: the active fields in order. */
export function listActiveFields(db: Database): Promise<VerificationFieldRow[]> {
  return db
    .select()
    .from(verificationFormFields)
    .where(eq(verificationFormFields.isActive, true))
    .orderBy(asc(verificationFormFields.rank), asc(verificationFormFields.id));
}

/** The user's latest submission, or null before their first. */
export async function findLatestSubmission(
  db: Database,
  userId: number,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(verificationSubmissions)
    .where(eq(verificationSubmissions.userId, userId))
    .orderBy(desc(verificationSubmissions.id))
    .limit(1);
  return row ?? null;
}

export const findSubmission = (db: Database, id: number): Promise<SubmissionRow | null> =>
  findRowById(db, verificationSubmissions, id);

/** The answers of these submissions, in the order they were given. */
export function listSubmissionValues(
  db: Database,
  submissionIds: readonly number[],
): Promise<SubmissionValueRow[]> {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(verificationSubmissionValues)
    .where(inArray(verificationSubmissionValues.submissionId, [...submissionIds]))
    .orderBy(asc(verificationSubmissionValues.id));
}

/** Writes a pending submission and its answers (call inside a transaction). */
export async function insertSubmission(
  tx: Database,
  userId: number,
  values: readonly Omit<NewSubmissionValue, 'submissionId'>[],
): Promise<SubmissionRow> {
  const [row] = await tx
    .insert(verificationSubmissions)
    .values({ userId, status: 'pending' })
    .returning();
  if (!row) throw new Error('The submission was not written');
  if (values.length > 0) {
    await tx
      .insert(verificationSubmissionValues)
      .values(values.map((value) => ({ ...value, submissionId: row.id })));
  }
  return row;
}

/** Sets a submission's status (and review); answers the row, or null when it is gone. */
export async function updateSubmission(
  tx: Database,
  id: number,
  changes: Partial<Pick<SubmissionRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>>,
): Promise<SubmissionRow | null> {
  const [row] = await tx
    .update(verificationSubmissions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(verificationSubmissions.id, id))
    .returning();
  return row ?? null;
}

/** The verification status the badge and the listing gates read. */
export async function setUserVerificationStatus(
  tx: Database,
  userId: number,
  status: VerificationStatus,
): Promise<void> {
  await tx
    .update(users)
    .set({ verificationStatus: status, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export interface QueueRow {
  submission: SubmissionRow;
  user: { id: number; name: string; email: string | null; slugId: string };
}

/** A page of submissions in one status: pending oldest first, decided ones latest first. */
export async function listSubmissionsByStatus(
  db: Database,
  query: { status: VerificationStatus; search?: string; limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = and(
    eq(verificationSubmissions.status, query.status),
    wordsSearchSql([users.name, users.email], query.search),
  );
  const order =
    query.status === 'pending'
      ? [asc(verificationSubmissions.createdAt), asc(verificationSubmissions.id)]
      : [desc(verificationSubmissions.updatedAt), desc(verificationSubmissions.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        submission: verificationSubmissions,
        user: { id: users.id, name: users.name, email: users.email, slugId: users.slugId },
      })
      .from(verificationSubmissions)
      .innerJoin(users, eq(users.id, verificationSubmissions.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(verificationSubmissions)
      .innerJoin(users, eq(users.id, verificationSubmissions.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The latest submission id of each of these users. */
export async function latestSubmissionIds(
  db: Database,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: max(verificationSubmissions.id) })
    .from(verificationSubmissions)
    .where(inArray(verificationSubmissions.userId, [...userIds]))
    .groupBy(verificationSubmissions.userId);
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

export interface ApplicantRow {
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  slugId: string;
  verificationStatus: UserVerificationStatus;
}

/** The applicant: their status (what the badge reads), and their address for the email. */
export async function findApplicant(db: Database, userId: number): Promise<ApplicantRow | null> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      slugId: users.slugId,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A stored file of a submission: an image key (variants) or a PDF's file key. */
export interface VerificationFileRef {
  key: string;
  kind: 'image' | 'pdf';
}

/**
 * Deletes every submission of the user (their answers go with them) and answers the files
 * they held, to remove once the transaction committed.
 */
export async function deleteSubmissionsOf(
  tx: Database,
  userId: number,
): Promise<VerificationFileRef[]> {
  const files = await tx
    .select({
      key: verificationSubmissionValues.fileKey,
      kind: verificationSubmissionValues.fileKind,
    })
    .from(verificationSubmissionValues)
    .innerJoin(
      verificationSubmissions,
      eq(verificationSubmissions.id, verificationSubmissionValues.submissionId),
    )
    .where(eq(verificationSubmissions.userId, userId));
  await tx.delete(verificationSubmissions).where(eq(verificationSubmissions.userId, userId));
  return files.flatMap((file) =>
    file.key && file.kind ? [{ key: file.key, kind: file.kind }] : [],
  );
}

/** Every field of the form, inactive ones too, in order (the admin's view). */
export function listAllFields(db: Database): Promise<VerificationFieldRow[]> {
  return db
    .select()
    .from(verificationFormFields)
    .orderBy(asc(verificationFormFields.rank), asc(verificationFormFields.id));
}

export type FieldChanges = Pick<
  VerificationFieldRow,
  'name' | 'fieldType' | 'options' | 'isRequired' | 'rank' | 'isActive'
>;

/** Adds a field (no id) or changes the one with this id; null when there is no such field. */
export const writeField = (
  db: Database,
  id: number | undefined,
  values: FieldChanges,
): Promise<VerificationFieldRow | null> => writeRowById(db, verificationFormFields, id, values);
