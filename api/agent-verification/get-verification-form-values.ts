import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get-agent-verification-form-values`: the user's status and latest answers. */
export const verificationFormValuesQuery = defineUserQuery('get-agent-verification-form-values', {
  userKey: agentVerificationKeys.formValues,
  answer: dataOf<VerificationFormValuesDto>,
});

/** The signed-in user's verification status and answers; idle while nobody is signed in. */
export const useVerificationFormValues = verificationFormValuesQuery.use;
