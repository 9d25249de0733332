import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `admin/verification-form-fields`: every field of the form, inactive ones too. */
export async function fetchVerificationFormAdmin(
  signal?: AbortSignal,
): Promise<VerificationFormFieldAdminDto[]> {
  const answer = await callApi<VerificationFormFieldAdminDto[]>({
    method: 'GET',
    path: 'admin/verification-form-fields',
    signal,
  });
  return answer.data;
}

export function verificationFormAdminQueryOptions() {
  return queryOptions({
    queryKey: agentVerificationKeys.formAdmin(),
    queryFn: ({ signal }) => fetchVerificationFormAdmin(signal),
  });
}

/** The form as the admin manages it; idle unless an admin is signed in. */
export function useVerificationFormAdmin() {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({ ...verificationFormAdminQueryOptions(), enabled: isAdmin });
}
