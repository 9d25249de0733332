import { object } from 'yup';
import {
  adminUserQuerySchema,
  adminUsersQuerySchema,
  auditLogQuerySchema,
  confirmPasswordSchema,
  staffRoleSchema,
  userStatusSchema,
} from '@/contracts/requests/staff-requests';
import { pageFields } from '@/contracts/requests/paging';
import { getAuditLog } from '../audit/get-audit-log';
import { administratorRoles, moderationRoles, userReadRoles } from '../core/roles';
import { route, staffQuery, staffRead, staffWrite } from '../core/route';
import { confirmPassword } from './confirm-password';
import { getAdminUser } from './get-admin-user';
import { getConsoleDashboard } from './get-console-dashboard';
import { getAdminBlockers, getStaff } from './get-staff';
import { searchUsers } from './search-users';
import { setStaffRole } from './set-staff-role';
import { setUserStatus } from './set-user-status';

/**
 * The console's calls about people (additions to the spec's table):
 * - GET admin/users: search by name, email, mobile; filter by status and role; paged.
 * - GET admin/user (`user_id`): one account with its listings, packages, payments, reports made
 *   and received, and blocks. Every staff role reads; each read is audited.
 * - POST admin/user-status (`user_id`, `status`: active | deactivated, `reason`): administrator
 *   and moderator; a staff account is the administrator's to change.
 * - GET admin/blocked-admin: who blocked the admin (`to_admin`).
 * - GET/POST admin/staff (`user_id`, `role`: administrator | moderator | support | none): the
 *   administrator's; granting needs the password typed within 15 minutes.
 * - POST admin/confirm-password (`password`): any staff member types the password again.
 * - GET admin/dashboard: the console's figures over the last 30 days (revenue for the roles
 *   that read payments).
 * - GET admin/audit-log: every staff action, newest first (administrator).
 */
export const staffRoutes = [
  route('GET', 'admin/users', {
    auth: { roles: userReadRoles },
    auditReads: true,
    query: adminUsersQuerySchema,
    handle: async ({ db, query }) => searchUsers(db, query),
  }),
  route('GET', 'admin/user', {
    auth: { roles: userReadRoles },
    auditReads: true,
    query: adminUserQuerySchema,
    handle: async ({ db, query }) => ({ data: await getAdminUser(db, query.user_id) }),
  }),
  staffWrite('admin/user-status', moderationRoles, {
    body: userStatusSchema,
    write: ({ db, viewer, body, audit }) => setUserStatus(db, viewer, body, audit),
  }),
  staffQuery('admin/blocked-admin', userReadRoles, object(pageFields(20, 100)), getAdminBlockers),
  staffRead('admin/staff', administratorRoles, getStaff),
  route('POST', 'admin/staff', {
    auth: { roles: administratorRoles },
    freshSignIn: true,
    demoGuard: true,
    body: staffRoleSchema,
    handle: async ({ db, viewer, body, audit }) => setStaffRole(db, viewer, body, audit),
  }),
  route('POST', 'admin/confirm-password', {
    auth: { roles: userReadRoles },
    body: confirmPasswordSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body, audit }) => {
      const data = await confirmPassword(db, viewer, body.password);
      await audit.record(db, { targetType: 'session', targetId: viewer.sessionId });
      return { data, message: 'Thank you: you can go on.' };
    },
  }),
  route('GET', 'admin/dashboard', {
    auth: { roles: userReadRoles },
    handle: async ({ db, viewer }) => ({ data: await getConsoleDashboard(db, viewer.role) }),
  }),
  staffQuery('admin/audit-log', administratorRoles, auditLogQuerySchema, getAuditLog),
];
