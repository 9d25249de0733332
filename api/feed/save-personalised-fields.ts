import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { callApi } from '../client';

/** What the form sends: the spec's fields, lists as comma-separated ids. */
export interface PersonalisedFieldsBody {
  category_ids: string;
  outdoor_facilitiy_ids: string;
  price_range: string;
  property_type: string;
  city: string;
}

/** POST `personalised-fields`: saves the interests (replacing the old ones). */
export async function savePersonalisedFields(
  body: PersonalisedFieldsBody,
): Promise<PersonalisedFieldsDto> {
  const answer = await callApi<PersonalisedFieldsDto>({
    method: 'POST',
    path: 'personalised-fields',
    body: { ...body },
  });
  return answer.data;
}

/** Saves, keeps the answer as the preferences and reloads the recommendations. */
export function useSavePersonalisedFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalisedFields,
    onSuccess: (saved) => queryClient.setQueryData(feedKeys.preferences(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.recommendations() }),
  });
}
