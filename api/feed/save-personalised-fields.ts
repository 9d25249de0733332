import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** What the form sends: the spec's fields, lists as comma-separated ids. */
export interface PersonalisedFieldsBody {
  category_ids: string;
  outdoor_facilitiy_ids: string;
  price_range: string;
  property_type: string;
  city: string;
}

/**
 * POST `personalised-fields`: saves the interests (replacing the old ones), keeps the answer as
 * the preferences and reloads the recommendations.
 */
export const savePersonalisedFields = defineMutation('POST', 'personalised-fields', {
  body: (body: PersonalisedFieldsBody) => ({ ...body }),
  answer: dataOf<PersonalisedFieldsDto>,
  onSuccess: (saved, _body, _snapshot, { client }) =>
    client.setQueryData(feedKeys.preferences(), saved),
  invalidateOnSettled: [feedKeys.recommendations()],
});

export const useSavePersonalisedFields = savePersonalisedFields.use;
