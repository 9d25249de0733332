import { useQuery } from '@tanstack/react-query';
import type { ListingFormDataDto } from '@/contracts/dto/editable-listing-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';

/**
 * GET `listing-form`: whether the signed-in user may post (their gate) and, with `slug_id`, their
 * listing to edit (404 when it is not theirs, 409 `listing_locked` when sold or rented).
 */
export async function fetchListingFormData(
  slug: string | null,
  signal?: AbortSignal,
): Promise<ListingFormDataDto> {
  const answer = await callApi<ListingFormDataDto>({
    method: 'GET',
    path: 'listing-form',
    query: { slug_id: slug ?? undefined },
    signal,
  });
  return answer.data;
}

/** The add page's (slug null) or edit page's form data; idle while nobody is signed in. */
export function useListingFormData(slug: string | null) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    queryKey: listingFormKeys.data(userId, slug),
    queryFn: ({ signal }) => fetchListingFormData(slug, signal),
    enabled: userId !== null,
    // The gate and the listing change outside this page (profile, verification, status).
    staleTime: 0,
    // A 404 or a locked listing will not change by asking again.
    retry: false,
  });
}
