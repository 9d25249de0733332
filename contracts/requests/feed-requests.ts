import { object, string, type InferType } from 'yup';
import { propertyTypes } from '../dto/property-dto';
import { emptyAsMissing, idListText, maxQueryPrice, placeField } from './field-kit';
import { pageFields } from './paging';

/** At most this many categories, and as many facilities, in one's preferences. */
export const maxFeedChoices = 50;
/** The highest price one can ask for (as listing prices). */
export const maxFeedPrice = maxQueryPrice;

/** Ids as a comma-separated list ("1,4,7") or a JSON list ([1, 4, 7]). */
const idListField = (name: string, tooMany: string) =>
  idListText(name).test(
    'at-most',
    tooMany,
    (value) => !value || value.split(',').length <= maxFeedChoices,
  );

/** The two ends of "min-max" (either may be empty). */
export function priceRangeEnds(range: string | undefined): { min?: string; max?: string } {
  if (!range) return {};
  const [min = '', max = ''] = range.split('-');
  return { min: min || undefined, max: max || undefined };
}

/**
 * `personalised-fields` POST (spec §3 Personalised feed): the interests a user's feed follows.
 * Every criterion is optional, at least one is needed (to clear them all, DELETE).
 * `price_range` is "min-max" as in the list filters, either end may be empty ("-500000").
 */
export const personalisedFieldsSchema = object({
  category_ids: idListField('category_ids', `Choose at most ${maxFeedChoices} categories`),
  outdoor_facilitiy_ids: idListField(
    'outdoor_facilitiy_ids',
    `Choose at most ${maxFeedChoices} facilities`,
  ),
  price_range: string()
    .trim()
    .matches(/^\d*(\.\d{1,2})?-\d*(\.\d{1,2})?$/, {
      message: 'validation.feed.price_number',
      excludeEmptyString: true,
    })
    .test('price-size', 'validation.listing.price_too_large', (value) =>
      Object.values(priceRangeEnds(value)).every(
        (end) => end === undefined || Number(end) <= maxFeedPrice,
      ),
    )
    .test('price-order', 'validation.feed.price_order', (value) => {
      const { min, max } = priceRangeEnds(value);
      return min === undefined || max === undefined || Number(min) <= Number(max);
    }),
  property_type: string()
    .transform(emptyAsMissing)
    .oneOf([...propertyTypes], 'property_type is sell or rent'),
  city: placeField('validation.listing.city_too_long'),
}).test('any-interest', (value, context) => {
  const chosen = [
    value.category_ids,
    value.outdoor_facilitiy_ids,
    value.price_range === '-' ? '' : value.price_range,
    value.property_type,
    value.city,
  ].some((criterion) => Boolean(criterion));
  return (
    chosen ||
    context.createError({ path: 'category_ids', message: 'validation.feed.interest_required' })
  );
});

/** `get_user_recommendation`: one page of the feed. */
export const recommendationQuerySchema = object(pageFields(12, 50));

export type PersonalisedFieldsInput = InferType<typeof personalisedFieldsSchema>;
export type RecommendationQuery = InferType<typeof recommendationQuerySchema>;
