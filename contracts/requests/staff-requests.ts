import { object, string, type InferType } from 'yup';
import { fieldMessage } from '../field-message';
import { staffRoleNames } from '../staff-roles';
import { idField, queryIdField, searchField } from './field-kit';
import { pageFields } from './paging';

/** An account's status as the console sets it. */
export const accountStatuses = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** A role the console grants: a staff role, or `none` (a plain user again). */
export const grantableRoles = [...staffRoleNames, 'none'] as const;
export type GrantableRole = (typeof grantableRoles)[number];

/** `GET admin/users`: search by name, email or mobile; filter by status or role; paged. */
export const adminUsersQuerySchema = object({
  search: searchField(),
  status: string()
    .oneOf([...accountStatuses, ''], 'status is active or deactivated')
    .default(''),
  role: string()
    .oneOf([...grantableRoles, 'staff', ''], 'role is administrator, moderator, support or staff')
    .default(''),
  ...pageFields(20, 100),
});
export type AdminUsersQuery = InferType<typeof adminUsersQuerySchema>;

/** `GET admin/user`: one account with its listings, packages, payments, reports and blocks. */
export const adminUserQuerySchema = object({
  user_id: idField('user_id').required('user_id is required'),
});

/** `POST admin/user-status`: deactivate or reactivate an account, with a reason for the log. */
export const userStatusSchema = object({
  user_id: idField('user_id').required('user_id is required'),
  status: string()
    .oneOf([...accountStatuses], 'validation.staff.status_invalid')
    .required('validation.staff.status_invalid'),
  reason: string()
    .trim()
    .max(300, fieldMessage('validation.staff.reason_too_long', { max: 300 }))
    .default(''),
});
export type UserStatusRequest = InferType<typeof userStatusSchema>;

/** `POST admin/staff`: an administrator grants a staff role, or `none` to take it away. */
export const staffRoleSchema = object({
  user_id: idField('user_id').required('user_id is required'),
  role: string()
    .oneOf([...grantableRoles], 'validation.staff.role_invalid')
    .required('validation.staff.role_invalid'),
});
export type StaffRoleRequest = InferType<typeof staffRoleSchema>;

/** `POST admin/confirm-password`: the staff member types the password again. */
export const confirmPasswordSchema = object({
  password: string()
    .max(200, 'validation.staff.password_required')
    .required('validation.staff.password_required'),
});

/** `GET admin/audit-log`: newest first, paged, filtered by who, what and which thing. */
export const auditLogQuerySchema = object({
  actor_id: queryIdField('actor_id'),
  action: string().trim().max(80, 'action is at most 80 characters').default(''),
  target_type: string().trim().max(40, 'target_type is at most 40 characters').default(''),
  target_id: string().trim().max(80, 'target_id is at most 80 characters').default(''),
  ...pageFields(25, 100),
});
export type AuditLogQuery = InferType<typeof auditLogQuerySchema>;
