import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import {
  ownerProjectKeys,
  type ProjectEnquiriesPage,
} from '@/contracts/query-keys/owner-projects-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Enquiries per page of a project's enquiries in "My projects". */
export const projectEnquiriesPageSize = 10;

export interface ProjectEnquiriesResult {
  data: ProjectEnquiryDto[];
  total: number;
}

/** GET `get-project-enquiries`: one of the caller's projects' enquiries, the latest first. */
export async function fetchProjectEnquiries(
  page: ProjectEnquiriesPage,
  signal?: AbortSignal,
): Promise<ProjectEnquiriesResult> {
  const answer = await callApi<ProjectEnquiryDto[]>({
    method: 'GET',
    path: 'get-project-enquiries',
    query: { project_id: page.projectId, limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function projectEnquiriesQueryOptions(userId: number | null, page: ProjectEnquiriesPage) {
  return queryOptions({
    queryKey: ownerProjectKeys.enquiries(userId, page),
    queryFn: ({ signal }) => fetchProjectEnquiries(page, signal),
  });
}

/** A page of one project's enquiries; idle while nobody is signed in or when not asked for. */
export function useProjectEnquiries(page: ProjectEnquiriesPage, isEnabled = true) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...projectEnquiriesQueryOptions(userId, page),
    enabled: isEnabled && userId !== null,
    placeholderData: keepPreviousData,
  });
}
