import { useMutation } from '@tanstack/react-query';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { accountKeys } from '@/contracts/query-keys/account-keys';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineMutation, invalidate } from '../define-mutation';
import { useSessionUserId } from '../define-query';

/** One answer: text, the options ticked (checkbox), or the file of a file field. */
export interface VerificationAnswer {
  id: number;
  value: string | readonly string[] | File | null;
}

/**
 * The multipart body: `form_fields` one JSON list of { id, value }, the files as `form_files`,
 * a file field's value the index of its file among them.
 */
export function buildVerificationFormData(answers: readonly VerificationAnswer[]): FormData {
  const form = new FormData();
  const files: File[] = [];
  const fields = answers.flatMap((answer) => {
    if (answer.value instanceof File) {
      files.push(answer.value);
      return [{ id: answer.id, value: String(files.length - 1) }];
    }
    return answer.value === null ? [] : [{ id: answer.id, value: answer.value }];
  });
  form.append('form_fields', JSON.stringify(fields));
  for (const file of files) form.append('form_files', file);
  return form;
}

/** POST `apply-agent-verification`: sends the form; the status becomes pending. */
export const applyAgentVerification = defineMutation('POST', 'apply-agent-verification', {
  body: buildVerificationFormData,
  answer: dataOf<VerificationFormValuesDto>,
});

/**
 * Applies, then shows the new status at once and refreshes what reads it (the profile, the
 * settings' verification_status, the listing form's gate).
 */
export function useApplyAgentVerification() {
  const formValuesKey = agentVerificationKeys.formValues(useSessionUserId());
  return useMutation({
    mutationFn: applyAgentVerification.send,
    onSuccess: (values, _answers, _snapshot, { client }) =>
      client.setQueryData(formValuesKey, values),
    onSettled: (_values, _error, _answers, _snapshot, { client }) =>
      invalidate(client, [formValuesKey, accountKeys.all, settingsKeys.all, listingFormKeys.all]),
  });
}
