import { and, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { staffAuditLog } from '../db/schema';
import { newestRowsWithTotal } from '../db/rows-with-total';

export type AuditRow = typeof staffAuditLog.$inferSelect;
export type NewAuditRow = typeof staffAuditLog.$inferInsert;

export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(staffAuditLog).values(row);
}

export interface AuditFilter {
  actorId?: number;
  /** An action's path, or its start (`admin/settings`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Rows created before this moment (paging from a fixed point). */
  before?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.actorId === undefined ? undefined : eq(staffAuditLog.actorId, filter.actorId),
    filter.action
      ? or(
          eq(staffAuditLog.action, filter.action),
          ilike(staffAuditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`),
        )
      : undefined,
    filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    filter.before ? lt(staffAuditLog.createdAt, filter.before) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the log, newest first, and how many rows match. */
export function selectAuditPage(
  db: Database,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  return newestRowsWithTotal(db, staffAuditLog, whereOf(filter), { limit, offset });
}
