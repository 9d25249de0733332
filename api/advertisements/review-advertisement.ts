import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { callApi } from '../client';

export interface ReviewAdvertisementRequest {
  id: number;
  decision: ReviewDecision;
}

/** POST `admin/review-advertisement`: approves or rejects a pending advertisement. */
export async function reviewAdvertisement(
  request: ReviewAdvertisementRequest,
): Promise<AdvertisementDto> {
  const answer = await callApi<AdvertisementDto>({
    method: 'POST',
    path: 'admin/review-advertisement',
    body: { id: request.id, decision: request.decision },
  });
  return answer.data;
}

/** Decides an advertisement, then refreshes the queue and what shows featured listings. */
export function useReviewAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdvertisement,
    onSuccess: () =>
      Promise.all(
        [advertisementKeys.all, homepageKeys.all, propertyKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
