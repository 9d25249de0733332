import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { defineMutation } from '../define-mutation';

/** POST `delete_project`: the owner deletes one of their projects; their lists are fetched again. */
export const deleteProject = defineMutation('POST', 'delete_project', {
  body: (projectId: number) => ({ id: projectId }),
  invalidateOnSuccess: [ownerProjectKeys.all],
});

export const useDeleteProject = deleteProject.use;
