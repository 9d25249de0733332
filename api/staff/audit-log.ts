import type { AuditEntryDto } from '@/contracts/dto/staff-dto';
import { staffKeys, type AuditLogPage } from '@/contracts/query-keys/staff-keys';
import { defineStaffPageQuery } from '../define-query';

/** Entries per page of /admin/audit-log. */
export const auditLogPageSize = 25;

/** GET `admin/audit-log`: staff actions, newest first. */
export const auditLogQuery = defineStaffPageQuery<AuditEntryDto, AuditLogPage>(
  'admin/audit-log',
  staffKeys.auditLog,
  (page) => ({
    action: page.action,
    actor_id: page.actorId ?? '',
    target_type: page.targetType,
    target_id: page.targetId,
  }),
);

export const useAuditLog = auditLogQuery.use;
