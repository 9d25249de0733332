import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { callApi } from '../client';

export interface ChangeProjectStatusInput {
  projectId: number;
  status: 'active' | 'inactive';
}

/** POST `change-project-status`: switch an approved project on or off; answers the project. */
export async function changeProjectStatus(
  input: ChangeProjectStatusInput,
): Promise<OwnerProjectDto> {
  const answer = await callApi<OwnerProjectDto>({
    method: 'POST',
    path: 'change-project-status',
    body: { project_id: input.projectId, status: input.status },
  });
  return answer.data;
}

/** Changes a project's status, then refreshes the owner's project lists. */
export function useChangeProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProjectStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerProjectKeys.all }),
  });
}
