import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import type { VerificationDecision } from '@/contracts/requests/agent-verification-requests';
import { callApi } from '../client';

export interface ReviewVerificationInput {
  submissionId: number;
  decision: VerificationDecision;
  /** Required for a rejection (≤ 300 characters); the user reads it. */
  reason?: string;
}

/** POST `admin/review-verification`: approve a submission, or reject it with a reason. */
export async function reviewVerification(
  input: ReviewVerificationInput,
): Promise<VerificationSubmissionDto> {
  const answer = await callApi<VerificationSubmissionDto>({
    method: 'POST',
    path: 'admin/review-verification',
    body: {
      submission_id: input.submissionId,
      decision: input.decision,
      ...(input.decision === 'rejected' ? { reason: input.reason?.trim() ?? '' } : {}),
    },
  });
  return answer.data;
}

/** Decides a submission, then refreshes the queue and the agents (their badges). */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewVerification,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentVerificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  });
}
