import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { injectStore } from '@/api/client';
import { listingReviewQueueQuery, reviewQueueRequest } from '@/api/moderation/get-review-queue';
import { useReviewListingChanges } from '@/api/moderation/review-listing-changes';
import { useReviewProjectChanges } from '@/api/moderation/review-project-changes';
import { saveListing } from '@/api/listing-form/save-listing';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { aCallTestKit, recordRequests } from '../call-test-kit';

afterEach(() => injectStore(null));

const firstPage = { limit: 20, offset: 0 };
const ownerPage = { limit: 10, offset: 0, status: '', search: '' };

/** Cached answers under `keys`, fresh, to see which ones a call marks stale. */
function cacheFresh(kit: ReturnType<typeof aCallTestKit>, keys: readonly (readonly unknown[])[]) {
  for (const key of keys) kit.queryClient.setQueryData(key, { data: [], total: 0 });
}

const isStale = (kit: ReturnType<typeof aCallTestKit>, key: readonly unknown[]) =>
  kit.queryClient.getQueryState(key)?.isInvalidated;

describe('the review of changes', () => {
  it('asks the queue for the changes tab', () => {
    expect(reviewQueueRequest({ reviewStatus: 'changes', ...firstPage })).toEqual({
      review_status: 'changes',
      limit: 20,
      offset: 0,
    });
    expect(
      listingReviewQueueQuery.options({ reviewStatus: 'changes', ...firstPage }).queryKey,
    ).toEqual(moderationKeys.queue({ reviewStatus: 'changes', ...firstPage }));
  });

  it("sends a listing's decision to admin/review-listing-changes and refreshes the queue and the owner's lists", async () => {
    const requests = recordRequests('admin/review-listing-changes', { data: { id: 41 } });
    const kit = aCallTestKit({ id: 1, role: 'admin' });
    const queue = moderationKeys.queue({ reviewStatus: 'changes', ...firstPage });
    const ownerList = ownerListingKeys.list(9, ownerPage);
    cacheFresh(kit, [queue, ownerList]);
    const { result } = renderHook(() => useReviewListingChanges(), { wrapper: kit.wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        propertyId: 41,
        decision: 'rejected',
        reason: ' Blurry ',
      });
    });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({
      property_id: 41,
      decision: 'rejected',
      reason: 'Blurry',
    });
    expect(isStale(kit, queue)).toBe(true);
    expect(isStale(kit, ownerList)).toBe(true);
  });

  it("sends a project's decision to admin/review-project-changes and refreshes its lists and pages", async () => {
    const requests = recordRequests('admin/review-project-changes', { data: { id: 71 } });
    const kit = aCallTestKit({ id: 1, role: 'admin' });
    const ownerList = ownerProjectKeys.list(9, ownerPage);
    const publicPage = projectKeys.detail('harbour-towers');
    cacheFresh(kit, [ownerList, publicPage]);
    const { result } = renderHook(() => useReviewProjectChanges(), { wrapper: kit.wrapper });
    await act(async () => {
      await result.current.mutateAsync({ projectId: 71, decision: 'approved' });
    });
    expect(await requests[0]?.json()).toEqual({ project_id: 71, decision: 'approved' });
    expect(isStale(kit, ownerList)).toBe(true);
    expect(isStale(kit, publicPage)).toBe(true);
  });
});

describe('saving a listing', () => {
  it("marks the owner's list and page of the listing stale, so its changes under review show", async () => {
    recordRequests('update_post_property', {
      data: {
        id: 41,
        slug_id: 'garden-house',
        review_status: 'approved',
        rejection_reason: null,
        changes_in_review: true,
      },
    });
    const kit = aCallTestKit({ id: 9 });
    const ownerList = ownerListingKeys.list(9, ownerPage);
    const ownerPageOfIt = ownerListingKeys.detail(9, 'garden-house');
    cacheFresh(kit, [ownerList, ownerPageOfIt]);
    const { result } = renderHook(() => saveListing.use(), { wrapper: kit.wrapper });
    const fields = {} as Parameters<typeof saveListing.send>[0]['input']['fields'];
    const noFiles = {
      title_image: null,
      gallery_images: [],
      documents: [],
      three_d_image: null,
      meta_image: null,
    };
    const removals = {
      remove_gallery_images: [],
      remove_documents: [],
      remove_three_d_image: false,
    };
    await act(async () => {
      await result.current.mutateAsync({
        input: {
          mode: 'update',
          id: 41,
          fields: { ...fields, parameters: [], facilities: [] },
          files: noFiles,
          removals,
        },
      });
    });
    expect(isStale(kit, ownerList)).toBe(true);
    expect(isStale(kit, ownerPageOfIt)).toBe(true);
  });
});
