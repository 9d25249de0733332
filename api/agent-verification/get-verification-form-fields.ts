import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get-agent-verification-form-fields`: the admin's form, active fields in order. */
export const verificationFormFieldsQuery = defineQuery('get-agent-verification-form-fields', {
  key: agentVerificationKeys.formFields,
  answer: dataOf<VerificationFormFieldDto[]>,
  viewer: 'signed-in',
});

/** The verification form's fields; idle while nobody is signed in. */
export const useVerificationFormFields = verificationFormFieldsQuery.use;
