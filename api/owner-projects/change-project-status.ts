import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ChangeProjectStatusInput {
  projectId: number;
  status: 'active' | 'inactive';
}

/**
 * POST `change-project-status`: switch an approved project on or off; answers the project. Then
 * the owner's project lists are fetched again.
 */
export const changeProjectStatus = defineMutation('POST', 'change-project-status', {
  body: (input: ChangeProjectStatusInput) => ({
    project_id: input.projectId,
    status: input.status,
  }),
  answer: dataOf<OwnerProjectDto>,
  invalidateOnSettled: [ownerProjectKeys.all],
});

export const useChangeProjectStatus = changeProjectStatus.use;
