/** The fields every kind's form sends (any of them on an edit). */
export interface SharedListingFields {
  title?: string;
  description?: string;
  category_id?: number | null;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number | null;
  longitude?: number | null;
  video_link?: string;
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
}

/** An optional text: absent stays absent, an empty one clears the column. */
export const optionalText = (value: string | undefined | null): string | null | undefined =>
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

/** The changes without the fields that were not sent (an edit keeps those columns). */
export function sentChangesOnly<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The columns of the shared fields that were sent. A kind adds its own fields' columns; the
 * slug, review and photos are decided by the save itself.
 */
export function sharedListingChanges(input: SharedListingFields) {
  return sentChangesOnly({
    title: input.title,
    description: input.description,
    categoryId: input.category_id ?? undefined,
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude ?? undefined,
    longitude: input.longitude ?? undefined,
    videoLink: optionalText(input.video_link),
    metaTitle: optionalText(input.meta_title),
    metaDescription: optionalText(input.meta_description),
    metaKeywords: tidyKeywords(input.meta_keywords),
  });
}

/** The shared fields a new listing must have (the post's schema requires them). */
export interface NewListingFields {
  title: string;
  description: string;
  category_id: number;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * A new listing's row but for the kind's own columns: the shared fields (every required one
 * set), its stored photos and the columns the core decided (id, owner, slug, review).
 */
export function newListingRow<Columns extends object, Photos extends object>(
  input: NewListingFields & SharedListingFields,
  columns: Columns,
  photos: Photos,
) {
  return {
    ...sharedListingChanges(input),
    ...photos,
    ...columns,
    title: input.title,
    description: input.description,
    categoryId: input.category_id,
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}
