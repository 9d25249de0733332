import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ownerProjectKeys,
  type ProjectEnquiriesPage,
} from '@/contracts/query-keys/owner-projects-keys';
import type { ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import { defineUserQuery, useSessionUserId } from '../define-query';
import { pageOf, limitAndOffset } from '../list-page';

/** Enquiries per page of a project's enquiries in "My projects". */
export const projectEnquiriesPageSize = 10;

/** GET `get-project-enquiries`: one of the caller's projects' enquiries, the latest first. */
export const projectEnquiriesQuery = defineUserQuery('get-project-enquiries', {
  userKey: ownerProjectKeys.enquiries,
  query: (page: ProjectEnquiriesPage) => ({ project_id: page.projectId, ...limitAndOffset(page) }),
  answer: pageOf<ProjectEnquiryDto>,
});

/** A page of one project's enquiries; idle while nobody is signed in or when not asked for. */
export function useProjectEnquiries(page: ProjectEnquiriesPage, isEnabled = true) {
  const userId = useSessionUserId();
  return useQuery({
    ...projectEnquiriesQuery.options(userId, page),
    enabled: isEnabled && userId !== null,
    placeholderData: keepPreviousData,
  });
}
