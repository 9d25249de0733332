import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ReviewAdvertisementRequest {
  id: number;
  decision: ReviewDecision;
}

/**
 * POST `admin/review-advertisement`: approves or rejects a pending advertisement, then the queue
 * and what shows featured listings are fetched again.
 */
export const reviewAdvertisement = defineMutation('POST', 'admin/review-advertisement', {
  body: (request: ReviewAdvertisementRequest) => ({ id: request.id, decision: request.decision }),
  answer: dataOf<AdvertisementDto>,
  invalidateOnSuccess: [advertisementKeys.all, homepageKeys.all, propertyKeys.all],
});

export const useReviewAdvertisement = reviewAdvertisement.use;
