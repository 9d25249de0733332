import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { defineMutation } from '../define-mutation';

/** DELETE `personalised-fields`: clears the user's interests and empties the recommendations. */
export const deletePersonalisedFields = defineMutation('DELETE', 'personalised-fields', {
  onSuccess: (_nothing, _input, _snapshot, { client }) =>
    client.setQueryData(feedKeys.preferences(), null),
  invalidateOnSettled: [feedKeys.recommendations()],
});

export const useDeletePersonalisedFields = deletePersonalisedFields.use;
