import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@/contracts/requests/staff-requests';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';

export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  isActive: users.isActive,
  deletedAt: users.deletedAt,
  verificationStatus: users.verificationStatus,
  createdAt: users.createdAt,
};

export type AdminUserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'role'
  | 'isActive'
  | 'deletedAt'
  | 'verificationStatus'
  | 'createdAt'
>;

const staffStoredRoles = ['admin', 'moderator', 'support'] as const;

function whereOfSearch(query: AdminUsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    const digits = query.search.replace(/[^\d+]/g, '');
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        digits.length >= 3 ? ilike(users.mobile, `%${digits}%`) : undefined,
      ),
    );
  }
  if (query.status === 'active')
    conditions.push(and(eq(users.isActive, true), isNull(users.deletedAt)));
  if (query.status === 'deactivated') conditions.push(eq(users.isActive, false));
  if (query.role === 'staff') conditions.push(inArray(users.role, [...staffStoredRoles]));
  else if (query.role === 'administrator') conditions.push(eq(users.role, 'admin'));
  else if (query.role === 'moderator' || query.role === 'support')
    conditions.push(eq(users.role, query.role));
  else if (query.role === 'none') conditions.push(eq(users.role, 'user'));
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export async function searchUserRows(
  db: Database,
  query: AdminUsersQuery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = whereOfSearch(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminUserRow(db: Database, userId: number) {
  const [row] = await db
    .select({ ...adminUserColumns, address: users.address })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The account's row, locked for a change of its status or role. */
export async function lockUserRow(db: Database, userId: number) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Locks every active administrator's row (in id order), so two demotions cannot both pass. */
export async function lockActiveAdministrators(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function countLiveSessions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    );
  return row?.total ?? 0;
}

export async function selectStaffRows(db: Database): Promise<AdminUserRow[]> {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(and(inArray(users.role, [...staffStoredRoles]), isNull(users.deletedAt)))
    .orderBy(users.role, users.name);
}

export async function setUserRow(
  db: Database,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'isActive' | 'role'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
