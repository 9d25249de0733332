import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { accountKeys } from '@/contracts/query-keys/account-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get-user-profile`: the signed-in user's whole profile. */
export const profileQuery = defineUserQuery('get-user-profile', {
  userKey: accountKeys.profile,
  answer: dataOf<ProfileDto>,
});

/** The signed-in user's profile; idle while nobody is signed in. */
export const useProfile = profileQuery.use;
