import {
  personalisedFieldsSchema,
  recommendationQuerySchema,
} from '@/contracts/requests/feed-requests';
import { accountQuery, route, type RouteDefinition } from '../core/route';
import { deletePersonalisedFields } from './delete-personalised-fields';
import { getPersonalisedFields } from './get-personalised-fields';
import { getUserRecommendation } from './get-user-recommendation';
import { savePersonalisedFields } from './save-personalised-fields';

/**
 * The personalised feed (spec §7; the user is always the session's, never the body's).
 *
 * | Call                          | Auth     | Input                                | Success                 |
 * |-------------------------------|----------|--------------------------------------|-------------------------|
 * | POST personalised-fields      | required | category_ids, outdoor_facilitiy_ids, | 200 PersonalisedFields- |
 * |                               |          | price_range, property_type, city     | Dto                     |
 * | GET  personalised-fields      | required | none                                 | 200 the DTO, or null    |
 * | DELETE personalised-fields    | required | none                                 | 200 null                |
 * | GET  get_user_recommendation  | required | limit, offset                        | 200 PropertyCardDto[],  |
 * |                               |          |                                      | total, has_preferences  |
 *
 * POST: 422 validation_failed with field errors (no criterion, a bad list or price range, an
 * unknown category or facility).
 */
export const feedRoutes: RouteDefinition[] = [
  route('POST', 'personalised-fields', {
    auth: 'required',
    body: personalisedFieldsSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, body, viewer }) => savePersonalisedFields(db, viewer, body),
  }),
  route('GET', 'personalised-fields', {
    auth: 'required',
    handle: async ({ db, viewer }) => getPersonalisedFields(db, viewer),
  }),
  route('DELETE', 'personalised-fields', {
    auth: 'required',
    keepsCachedAggregates: true,
    handle: async ({ db, viewer }) => deletePersonalisedFields(db, viewer),
  }),
  accountQuery('get_user_recommendation', recommendationQuerySchema, getUserRecommendation),
];
