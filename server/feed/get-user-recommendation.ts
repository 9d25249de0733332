import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { RecommendationQuery } from '@/contracts/requests/feed-requests';
import type { Database } from '../db/database';
import type { RouteResult, Viewer } from '../core/route';
import { loadPropertyCards } from '../properties/load-property-cards';
import { countPublicListings } from '../properties/property-card-repository';
import { findFeedPreferences } from './feed-repository';
import { planRecommendations } from './recommendation-plan';

/**
 * `get_user_recommendation`: one page of the signed-in user's feed (see planRecommendations for
 * the rule), as property cards with `total`, and `has_preferences` (false: nothing is set yet,
 * the list is empty and the page invites the user to choose).
 */
export async function getUserRecommendation(
  db: Database,
  viewer: Viewer,
  query: RecommendationQuery,
): Promise<RouteResult<PropertyCardDto[]>> {
  const preferences = await findFeedPreferences(db, viewer.userId);
  if (!preferences) return { data: [], total: 0, fields: { has_preferences: false } };
  const plan = planRecommendations(preferences, viewer.userId);
  const [data, total] = await Promise.all([
    loadPropertyCards(
      db,
      { where: plan.where, orderBy: plan.orderBy, limit: query.limit, offset: query.offset },
      { viewerId: viewer.userId },
    ),
    countPublicListings(db, plan.where),
  ]);
  return { data, total, fields: { has_preferences: true } };
}
