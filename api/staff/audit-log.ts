import type { AuditEntryDto } from '@/contracts/dto/staff-dto';
import { staffKeys, type AuditLogPage } from '@/contracts/query-keys/staff-keys';
import { defineQuery } from '../define-query';
import { pageOf } from '../list-page';

/** Entries per page of /admin/audit-log. */
export const auditLogPageSize = 25;

/** GET `admin/audit-log`: staff actions, newest first. */
export const auditLogQuery = defineQuery('admin/audit-log', {
  key: staffKeys.auditLog,
  query: (page: AuditLogPage) => ({
    action: page.action,
    actor_id: page.actorId ?? '',
    target_type: page.targetType,
    target_id: page.targetId,
    limit: page.limit,
    offset: page.offset,
  }),
  answer: pageOf<AuditEntryDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

export const useAuditLog = auditLogQuery.use;
