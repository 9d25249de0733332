import type { PersonalisedFieldsBody } from '@/api/feed/save-personalised-fields';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { personalisedFieldsSchema, priceRangeEnds } from '@/contracts/requests/feed-requests';
import { validateWithSchema } from '@/components/ui/validate-with-schema';

/** The preferences form's values: lists of ids as checked boxes, prices as typed. */
export interface FeedPreferencesValues {
  category_ids: string[];
  outdoor_facilitiy_ids: string[];
  min_price: string;
  max_price: string;
  property_type: '' | 'sell' | 'rent';
  city: string;
}

export function toFormValues(
  saved: PersonalisedFieldsDto | null | undefined,
): FeedPreferencesValues {
  const { min, max } = priceRangeEnds(saved?.price_range);
  return {
    category_ids: (saved?.category_ids ?? []).map(String),
    outdoor_facilitiy_ids: (saved?.outdoor_facilitiy_ids ?? []).map(String),
    min_price: min ?? '',
    max_price: max ?? '',
    property_type: saved?.property_type ?? '',
    city: saved?.city ?? '',
  };
}

/** The `personalised-fields` body of the form's values. */
export function toRequestBody(values: FeedPreferencesValues): PersonalisedFieldsBody {
  const min = values.min_price.trim();
  const max = values.max_price.trim();
  return {
    category_ids: values.category_ids.join(','),
    outdoor_facilitiy_ids: values.outdoor_facilitiy_ids.join(','),
    price_range: min || max ? `${min}-${max}` : '',
    property_type: values.property_type,
    city: values.city.trim(),
  };
}

/** The price range's errors belong under the price fields. */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const { price_range: priceError, ...rest } = errors;
  return priceError ? { ...rest, max_price: priceError } : rest;
}

/** Formik `validate`: the shared schema on the body the form would send. */
export async function validatePreferences(
  values: FeedPreferencesValues,
): Promise<Record<string, string>> {
  const errors = await validateWithSchema(
    personalisedFieldsSchema,
    { ...toRequestBody(values) },
    'category_ids',
  );
  return toFormErrors(errors);
}
