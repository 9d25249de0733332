import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { pageOf } from '../list-page';
import { defineOwnListingsQuery } from '../owner-listings/get-added-properties';

/** Projects per page of "My projects". */
export const ownerProjectsPageSize = 10;

/** GET `get-added-projects`: the user's own projects in every state (one page). */
export const addedProjectsQuery = defineOwnListingsQuery(
  'get-added-projects',
  ownerProjectKeys.list,
  pageOf<OwnerProjectDto>,
);

/** One page of the user's own projects; idle while nobody is signed in. */
export const useAddedProjects = addedProjectsQuery.use;
