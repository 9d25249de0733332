import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { accountKeys } from '@/contracts/query-keys/account-keys';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

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
export async function applyAgentVerification(
  answers: readonly VerificationAnswer[],
): Promise<VerificationFormValuesDto> {
  const answer = await callApi<VerificationFormValuesDto>({
    method: 'POST',
    path: 'apply-agent-verification',
    body: buildVerificationFormData(answers),
  });
  return answer.data;
}

/**
 * Applies, then shows the new status at once and refreshes what reads it (the profile, the
 * settings' verification_status, the listing form's gate).
 */
export function useApplyAgentVerification() {
  const queryClient = useQueryClient();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useMutation({
    mutationFn: applyAgentVerification,
    onSuccess: (values) =>
      queryClient.setQueryData(agentVerificationKeys.formValues(userId), values),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentVerificationKeys.formValues(userId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: listingFormKeys.all }),
      ]),
  });
}
