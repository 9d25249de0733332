import type { PageWindow } from '../page-window';

/** Query keys of the admin console's people, roles and audit log (`admin/users`, …). */
export interface AdminUsersPage extends PageWindow {
  search: string;
  status: string;
  role: string;
}

export interface AuditLogPage extends PageWindow {
  action: string;
  actorId: number | null;
  targetType: string;
  targetId: string;
}

export const staffKeys = {
  all: ['staff'] as const,
  users: (page: AdminUsersPage) => [...staffKeys.all, 'users', page] as const,
  user: (userId: number) => [...staffKeys.all, 'user', userId] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  blockedAdmin: (page: PageWindow) => [...staffKeys.all, 'blocked-admin', page] as const,
  auditLog: (page: AuditLogPage) => [...staffKeys.all, 'audit-log', page] as const,
  dashboard: () => [...staffKeys.all, 'dashboard'] as const,
};
