import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { callApi } from '../client';
import { allFavouritesKey } from './get-favourites';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

export interface ToggleFavouriteInput {
  property: Pick<PropertyCardDto, 'id' | 'slug_id'>;
  /** The new state: true adds to the favourites (type 1), false removes (type 0). */
  isFavourite: boolean;
}

/** POST `add_favourite`: type 1 adds the listing to the user's favourites, 0 removes it. */
export async function toggleFavourite(input: ToggleFavouriteInput): Promise<void> {
  await callApi<unknown>({
    method: 'POST',
    path: 'add_favourite',
    body: { property_id: input.property.id, type: input.isFavourite ? 1 : 0 },
  });
}

type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/** Every list query, whatever its filters. */
const allListsKey = propertyKeys.lists();

function likesAfter(detail: PropertyDetailDto, isFavourite: boolean): number {
  if (detail.is_favourite === isFavourite) return detail.total_likes;
  return Math.max(0, detail.total_likes + (isFavourite ? 1 : -1));
}

/** Writes the new state into every cached copy of the listing; answers what was there. */
function applyOptimistically(client: QueryClient, input: ToggleFavouriteInput): Snapshot {
  const { property, isFavourite } = input;
  const detailKey = propertyKeys.detail(property.slug_id);
  const snapshot: [QueryKey, unknown][] = [
    [detailKey, client.getQueryData(detailKey)],
    ...client.getQueriesData({ queryKey: allListsKey }),
    ...client.getQueriesData({ queryKey: allFavouritesKey() }),
  ];
  client.setQueryData<PropertyDetailDto>(detailKey, (detail) =>
    detail
      ? { ...detail, is_favourite: isFavourite, total_likes: likesAfter(detail, isFavourite) }
      : detail,
  );
  client.setQueriesData<PropertyListDto>({ queryKey: allListsKey }, (result) =>
    result
      ? {
          ...result,
          data: result.data.map((card) =>
            card.id === property.id ? { ...card, is_favourite: isFavourite } : card,
          ),
        }
      : result,
  );
  if (!isFavourite) {
    client.setQueriesData<PropertyListDto>({ queryKey: allFavouritesKey() }, (result) => {
      if (!result || !result.data.some((card) => card.id === property.id)) return result;
      return {
        data: result.data.filter((card) => card.id !== property.id),
        total: Math.max(0, result.total - 1),
      };
    });
  }
  return snapshot;
}

/**
 * Adds or removes a favourite. The detail, list and favourites caches change at once and go
 * back if the call fails; the favourites pages are fetched again afterwards.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async (input) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: propertyKeys.detail(input.property.slug_id) }),
        queryClient.cancelQueries({ queryKey: allListsKey }),
        queryClient.cancelQueries({ queryKey: allFavouritesKey() }),
      ]);
      return { snapshot: applyOptimistically(queryClient, input) };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allFavouritesKey() }),
  });
}
