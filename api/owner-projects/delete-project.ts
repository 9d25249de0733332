import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { callApi } from '../client';

/** POST `delete_project`: the owner deletes one of their projects. */
export async function deleteProject(projectId: number): Promise<void> {
  await callApi<unknown>({ method: 'POST', path: 'delete_project', body: { id: projectId } });
}

/** Deletes a project, then refreshes the owner's project lists. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerProjectKeys.all }),
  });
}
