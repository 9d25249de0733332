import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { callApi } from '../client';

export interface ReviewProjectInput {
  projectId: number;
  decision: ReviewDecision;
  /** Required for a rejection (≤ 300 characters); the owner reads it. */
  reason?: string;
}

/** POST `admin/review-project`: approve a project, or reject it with a reason. */
export async function reviewProject(input: ReviewProjectInput): Promise<ReviewQueueProjectDto> {
  const answer = await callApi<ReviewQueueProjectDto>({
    method: 'POST',
    path: 'admin/review-project',
    body: {
      project_id: input.projectId,
      decision: input.decision,
      ...(input.decision === 'rejected' ? { reason: input.reason?.trim() ?? '' } : {}),
    },
  });
  return answer.data;
}

/** Reviews a project, then refreshes the queue and the owners' project lists. */
export function useReviewProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewProject,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerProjectKeys.all }),
      ]),
  });
}
