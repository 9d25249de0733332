import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineMutation } from '../define-mutation';
import { projectReviewCall } from './review-project';

/**
 * POST `admin/review-project-changes`: approve the changes waiting for review on an approved
 * project (they go live), or reject them with a reason the owner reads (the approved version
 * stays); then the queue, the owners' lists and the public project pages are fetched again.
 */
export const reviewProjectChanges = defineMutation('POST', 'admin/review-project-changes', {
  ...projectReviewCall,
  invalidateOnSettled: [...projectReviewCall.invalidateOnSettled, projectKeys.all],
});

export const useReviewProjectChanges = reviewProjectChanges.use;
