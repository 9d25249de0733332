import type { ApiSuccess } from '@/contracts/api-envelope';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { defineQuery } from '../define-query';
import { pageOf, type ListPage, limitAndOffset } from '../list-page';

/** Listings per page of the feed. */
export const recommendationPageSize = 12;

export interface RecommendationResult extends ListPage<PropertyCardDto> {
  /** False while the user has set no preferences. */
  hasPreferences: boolean;
}

/** GET `get_user_recommendation`: one page of listings matching the user's interests. */
export const recommendationsQuery = defineQuery('get_user_recommendation', {
  key: feedKeys.recommendationPage,
  query: limitAndOffset,
  answer: (envelope: ApiSuccess<PropertyCardDto[]> & { has_preferences?: boolean }) => ({
    ...pageOf(envelope),
    hasPreferences: envelope.has_preferences !== false,
  }),
  viewer: 'signed-in',
  keepsPrevious: true,
});

/** One page of the feed; idle while nobody is signed in. */
export const useRecommendations = recommendationsQuery.use;
