import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `personalised-fields`: the signed-in user's feed preferences, or null. */
export const personalisedFieldsQuery = defineQuery('personalised-fields', {
  key: feedKeys.preferences,
  answer: dataOf<PersonalisedFieldsDto | null>,
  viewer: 'signed-in',
});

/** The user's preferences; idle while nobody is signed in. */
export const usePersonalisedFields = personalisedFieldsQuery.use;
