import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/verification-form-fields`: every field of the form, inactive ones too. */
export const verificationFormAdminQuery = defineQuery('admin/verification-form-fields', {
  key: agentVerificationKeys.formAdmin,
  answer: dataOf<VerificationFormFieldAdminDto[]>,
  viewer: 'staff',
});

/** The form as the admin manages it; idle unless an admin is signed in. */
export const useVerificationFormAdmin = verificationFormAdminQuery.use;
