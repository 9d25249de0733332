import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { callApi } from '../client';

/** DELETE `personalised-fields`: clears the user's interests. */
export async function deletePersonalisedFields(): Promise<void> {
  await callApi<null>({ method: 'DELETE', path: 'personalised-fields' });
}

/** Clears the preferences and empties the recommendations. */
export function useDeletePersonalisedFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePersonalisedFields,
    onSuccess: () => queryClient.setQueryData(feedKeys.preferences(), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.recommendations() }),
  });
}
