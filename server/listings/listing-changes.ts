import type { UpdateListingInput } from '@/contracts/requests/listing-requests';
import type { ListingChanges } from './listings-repository';

/** The listing fields both calls take (update: any of them). */
export type ListingFieldValues = Partial<
  Omit<
    UpdateListingInput,
    'id' | 'action_type' | 'remove_three_d_image' | 'remove_gallery_images' | 'remove_documents'
  >
>;

/** An optional text: absent stays absent, an empty one clears the column. */
const optional = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value || null;

/** "pool,  garden , ,sea view" → "pool, garden, sea view". */
function tidyKeywords(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const phrases = value
    .split(',')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter((phrase) => phrase !== '');
  return phrases.length > 0 ? phrases.join(', ') : null;
}

/**
 * The columns the sent fields set. Absent fields are left out (an update keeps them); the
 * rent duration, slug, parameters and facilities are decided by the callers.
 */
export function toListingChanges(input: ListingFieldValues): ListingChanges {
  const changes: ListingChanges = {
    title: input.title,
    description: input.description,
    price: input.price,
    categoryId: input.category_id ?? undefined,
    propertyType: input.property_type,
    city: input.city,
    state: input.state,
    country: input.country,
    address: input.address,
    clientAddress: optional(input.client_address),
    latitude: input.latitude ?? undefined,
    longitude: input.longitude ?? undefined,
    videoLink: optional(input.video_link),
    metaTitle: optional(input.meta_title),
    metaDescription: optional(input.meta_description),
    metaKeywords: tidyKeywords(input.meta_keywords),
    isPremium: input.is_premium,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ListingChanges;
}

/** Parameter and facility rows from the request's lists (distances exact, in km). */
export const toParameterRows = (items: readonly { parameter_id: number; value: string }[]) =>
  items.map((item) => ({ parameterId: item.parameter_id, value: item.value }));

export const toFacilityRows = (items: readonly { facility_id: number; distance: number }[]) =>
  items.map((item) => ({ facilityId: item.facility_id, distance: item.distance.toFixed(2) }));
