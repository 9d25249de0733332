import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { callApi } from '../client';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';

export interface ReviewListingInput {
  propertyId: number;
  decision: ReviewDecision;
  /** Required for a rejection (≤ 300 characters); the owner reads it. */
  reason?: string;
}

/** POST `admin/review-listing`: approve a listing, or reject it with a reason. */
export async function reviewListing(input: ReviewListingInput): Promise<ReviewQueueListingDto> {
  const answer = await callApi<ReviewQueueListingDto>({
    method: 'POST',
    path: 'admin/review-listing',
    body: {
      property_id: input.propertyId,
      decision: input.decision,
      ...(input.decision === 'rejected' ? { reason: input.reason?.trim() ?? '' } : {}),
    },
  });
  return answer.data;
}

/** Reviews a listing, then refreshes the queue and the lists it may now appear in. */
export function useReviewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewListing,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerListingKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
