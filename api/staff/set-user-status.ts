import type { AdminUserRowDto } from '@/contracts/dto/staff-dto';
import { staffKeys } from '@/contracts/query-keys/staff-keys';
import type { AccountStatus } from '@/contracts/requests/staff-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface UserStatusInput {
  userId: number;
  status: AccountStatus;
  reason: string;
}

/** POST `admin/user-status`: deactivates or reactivates an account. */
export const setUserStatus = defineMutation('POST', 'admin/user-status', {
  body: (input: UserStatusInput) => ({
    user_id: input.userId,
    status: input.status,
    reason: input.reason,
  }),
  answer: dataOf<AdminUserRowDto>,
  invalidateOnSettled: [staffKeys.all],
});

export const useSetUserStatus = setUserStatus.use;
