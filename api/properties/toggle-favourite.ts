import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineMutation } from '../define-mutation';
import { switchBody } from '../switch-body';
import { favouriteProperties } from './get-favourites';

export interface ToggleFavouriteInput {
  property: Pick<PropertyCardDto, 'id' | 'slug_id'>;
  /** The new state: true adds to the favourites (type 1), false removes (type 0). */
  isFavourite: boolean;
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
    ...client.getQueriesData({ queryKey: favouriteProperties.allKey() }),
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
    client.setQueriesData<PropertyListDto>({ queryKey: favouriteProperties.allKey() }, (result) => {
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
 * POST `add_favourite`: type 1 adds the listing to the user's favourites, 0 removes it. The
 * detail, list and favourites caches change at once and go back if the call fails; the
 * favourites pages are fetched again afterwards.
 */
export const toggleFavourite = defineMutation('POST', 'add_favourite', {
  body: (input: ToggleFavouriteInput) =>
    switchBody('property_id', input.property.id, input.isFavourite),
  onMutate: async (input, { client }) => {
    await Promise.all([
      client.cancelQueries({ queryKey: propertyKeys.detail(input.property.slug_id) }),
      client.cancelQueries({ queryKey: allListsKey }),
      client.cancelQueries({ queryKey: favouriteProperties.allKey() }),
    ]);
    return { snapshot: applyOptimistically(client, input) };
  },
  onError: (_error, _input, context, { client }) => {
    for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
  },
  invalidateOnSettled: [favouriteProperties.allKey()],
});

export const useToggleFavourite = toggleFavourite.use;
