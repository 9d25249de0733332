import type { AdminUserDto, AdminUserRowDto } from '@/contracts/dto/staff-dto';
import { staffKeys, type AdminUsersPage } from '@/contracts/query-keys/staff-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';
import { pageOf } from '../list-page';

/** Accounts per page of /admin/users. */
export const adminUsersPageSize = 20;

/** GET `admin/users`: accounts by name, email or mobile, newest first. */
export const adminUsersQuery = defineQuery('admin/users', {
  key: staffKeys.users,
  query: (page: AdminUsersPage) => ({ ...page }),
  answer: pageOf<AdminUserRowDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

export const useAdminUsers = adminUsersQuery.use;

/** GET `admin/user`: one account with its records. */
export const adminUserQuery = defineQuery('admin/user', {
  key: staffKeys.user,
  query: (userId: number) => ({ user_id: userId }),
  answer: dataOf<AdminUserDto>,
  viewer: 'staff',
  enabled: (userId) => userId > 0,
});

export const useAdminUser = adminUserQuery.use;
