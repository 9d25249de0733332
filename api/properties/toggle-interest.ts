import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

export interface ToggleInterestInput {
  property: Pick<PropertyCardDto, 'id' | 'slug_id'>;
  /** The new state: true says "I'm interested" (type 1), false takes it back (type 0). */
  isInterested: boolean;
}

/** POST `interested_users`: type 1 tells the owner the user is interested, 0 takes it back. */
export async function toggleInterest(input: ToggleInterestInput): Promise<void> {
  await callApi<unknown>({
    method: 'POST',
    path: 'interested_users',
    body: { property_id: input.property.id, type: input.isInterested ? 1 : 0 },
  });
}

/** "I'm interested", shown at once on the detail page and undone if the call fails. */
export function useToggleInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleInterest,
    onMutate: async ({ property, isInterested }) => {
      const key = propertyKeys.detail(property.slug_id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PropertyDetailDto>(key);
      queryClient.setQueryData<PropertyDetailDto>(key, (detail) =>
        detail ? { ...detail, is_interested: isInterested } : detail,
      );
      return { key, previous };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
  });
}
