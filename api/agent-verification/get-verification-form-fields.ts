import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `get-agent-verification-form-fields`: the admin's form, active fields in order. */
export async function fetchVerificationFormFields(
  signal?: AbortSignal,
): Promise<VerificationFormFieldDto[]> {
  const answer = await callApi<VerificationFormFieldDto[]>({
    method: 'GET',
    path: 'get-agent-verification-form-fields',
    signal,
  });
  return answer.data;
}

export function verificationFormFieldsQueryOptions() {
  return queryOptions({
    queryKey: agentVerificationKeys.formFields(),
    queryFn: ({ signal }) => fetchVerificationFormFields(signal),
  });
}

/** The verification form's fields; idle while nobody is signed in. */
export function useVerificationFormFields() {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return useQuery({ ...verificationFormFieldsQueryOptions(), enabled: isSignedIn });
}
