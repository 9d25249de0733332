import type { AuditEntryDto } from '@/contracts/dto/staff-dto';
import type { AuditLogQuery } from '@/contracts/requests/staff-requests';
import type { RouteResult } from '../core/route';
import type { Database } from '../db/database';
import { selectAuditPage } from './audit-repository';

/** `admin/audit-log`: staff actions, newest first, filtered and paged. */
export async function getAuditLog(
  db: Database,
  query: AuditLogQuery,
): Promise<RouteResult<AuditEntryDto[]>> {
  const { rows, total } = await selectAuditPage(
    db,
    {
      actorId: query.actor_id ?? undefined,
      action: query.action || undefined,
      targetType: query.target_type || undefined,
      targetId: query.target_id || undefined,
    },
    query.limit,
    query.offset,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_name: row.actorName,
      actor_role: row.actorRole,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      address: row.address,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}
