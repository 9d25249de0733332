import type { AdminBlockerDto, StaffMemberDto } from '@/contracts/dto/staff-dto';
import { staffKeys } from '@/contracts/query-keys/staff-keys';
import type { GrantableRole } from '@/contracts/requests/staff-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { defineQuery } from '../define-query';
import { limitAndOffset, pageOf } from '../list-page';

/** GET `admin/staff`: the staff and their roles (administrator). */
export const staffMembersQuery = defineQuery('admin/staff', {
  key: staffKeys.members,
  answer: dataOf<StaffMemberDto[]>,
  viewer: 'staff',
});

export const useStaffMembers = staffMembersQuery.use;

export interface StaffRoleInput {
  userId: number;
  role: GrantableRole;
}

/** POST `admin/staff`: grants a role, or `none`; needs the password within 15 minutes. */
export const setStaffRole = defineMutation('POST', 'admin/staff', {
  body: (input: StaffRoleInput) => ({ user_id: input.userId, role: input.role }),
  answer: dataOf<StaffMemberDto>,
  invalidateOnSettled: [staffKeys.all],
});

export const useSetStaffRole = setStaffRole.use;

/** GET `admin/blocked-admin`: who blocked the admin. */
export const blockedAdminQuery = defineQuery('admin/blocked-admin', {
  key: staffKeys.blockedAdmin,
  query: limitAndOffset,
  answer: pageOf<AdminBlockerDto>,
  viewer: 'staff',
});

export const useBlockedAdmin = blockedAdminQuery.use;
