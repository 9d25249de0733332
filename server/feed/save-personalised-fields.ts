import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { priceRangeEnds, type PersonalisedFieldsInput } from '@/contracts/requests/feed-requests';
import type { FieldErrors } from '@/contracts/api-envelope';
import { maxId } from '@/contracts/requests/field-kit';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import type { RouteResult, Viewer } from '../core/route';
import { toPersonalisedFieldsDto } from './feed-dto';
import { existingCategoryIds, existingFacilityIds, upsertFeedPreferences } from './feed-repository';

const idsOf = (list: string | undefined): number[] =>
  [...new Set((list ?? '').split(',').filter(Boolean).map(Number))].sort((a, b) => a - b);

/**
 * `personalised-fields` POST: saves the signed-in user's interests (the user from the session,
 * never the body), replacing what was there. Unknown categories or facilities are refused with
 * a field error (422).
 */
export async function savePersonalisedFields(
  db: Database,
  viewer: Viewer,
  input: PersonalisedFieldsInput,
): Promise<RouteResult<PersonalisedFieldsDto>> {
  const categoryIds = idsOf(input.category_ids);
  const facilityIds = idsOf(input.outdoor_facilitiy_ids);
  const [knownCategories, knownFacilities] = await Promise.all([
    existingCategoryIds(
      db,
      categoryIds.filter((id) => id <= maxId),
    ),
    existingFacilityIds(
      db,
      facilityIds.filter((id) => id <= maxId),
    ),
  ]);
  const errors: FieldErrors = {};
  if (categoryIds.some((id) => !knownCategories.has(id))) {
    errors.category_ids = 'validation.feed.category_from_list';
  }
  if (facilityIds.some((id) => !knownFacilities.has(id))) {
    errors.outdoor_facilitiy_ids = 'validation.feed.facility_from_list';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { min, max } = priceRangeEnds(input.price_range);
  const row = await upsertFeedPreferences(db, {
    userId: viewer.userId,
    categoryIds,
    facilityIds,
    minPrice: min ?? null,
    maxPrice: max ?? null,
    propertyType: input.property_type ?? null,
    city: input.city || null,
  });
  return { data: toPersonalisedFieldsDto(row), message: 'Your feed preferences have been saved.' };
}
