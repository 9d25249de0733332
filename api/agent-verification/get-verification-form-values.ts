import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `get-agent-verification-form-values`: the user's status and latest answers. */
export async function fetchVerificationFormValues(
  signal?: AbortSignal,
): Promise<VerificationFormValuesDto> {
  const answer = await callApi<VerificationFormValuesDto>({
    method: 'GET',
    path: 'get-agent-verification-form-values',
    signal,
  });
  return answer.data;
}

export function verificationFormValuesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: agentVerificationKeys.formValues(userId),
    queryFn: ({ signal }) => fetchVerificationFormValues(signal),
  });
}

/** The signed-in user's verification status and answers; idle while nobody is signed in. */
export function useVerificationFormValues() {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({ ...verificationFormValuesQueryOptions(userId), enabled: userId !== null });
}
