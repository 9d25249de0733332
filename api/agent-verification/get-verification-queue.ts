import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import {
  agentVerificationKeys,
  type VerificationQueuePage,
} from '@/contracts/query-keys/agent-verification-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Submissions per page of the admin's verification queue. */
export const verificationQueuePageSize = 10;

export interface VerificationQueueResult {
  data: VerificationSubmissionDto[];
  total: number;
}

/** GET `admin/verification-submissions`: submissions in one status, with their answers. */
export async function fetchVerificationQueue(
  page: VerificationQueuePage,
  signal?: AbortSignal,
): Promise<VerificationQueueResult> {
  const answer = await callApi<VerificationSubmissionDto[]>({
    method: 'GET',
    path: 'admin/verification-submissions',
    query: { status: page.status, limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function verificationQueueQueryOptions(page: VerificationQueuePage) {
  return queryOptions({
    queryKey: agentVerificationKeys.queue(page),
    queryFn: ({ signal }) => fetchVerificationQueue(page, signal),
  });
}

/** One page of the verification queue; idle unless an admin is signed in. */
export function useVerificationQueue(page: VerificationQueuePage) {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({
    ...verificationQueueQueryOptions(page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}
