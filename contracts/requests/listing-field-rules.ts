import { array, string, type ISchema, type Schema } from 'yup';
import { coordinateField } from './coordinate-field';
import { fieldMessage } from '../field-message';
import { slugMaxLength } from '../../utils/slug';
import { formIdField, idListField, parseJsonList, slugField, text } from './field-kit';

/**
 * The field rules a property and a project share (spec §3, §5): title, description, place,
 * coordinates, video link, the SEO fields and the slug, plus the helpers both request schemas
 * use to read form values and multipart texts. Each schema decides which of these fields it
 * requires (listing-requests.ts by create/update mode, project-requests.ts by the presence of
 * `id`), so the rules here are the optional forms; `requiredMessages` holds what a missing
 * field is answered with.
 */
export const listingTextLimits = {
  title: 200,
  description: 10_000,
  address: 500,
  place: 100,
  metaTitle: 255,
  /** Over this the meta title only warns (search engines cut it). */
  metaTitleWarning: 60,
  metaDescriptionMin: 50,
  metaDescriptionMax: 160,
  metaKeywordsMax: 10,
  parameterValue: 1000,
  videoLink: 500,
} as const;

/** What a required shared field is answered with when it is missing or emptied. */
export const requiredMessages = {
  title: 'validation.listing.title_required',
  description: 'validation.listing.description_required',
  category_id: 'validation.listing.category_required',
  city: 'validation.listing.city_required',
  state: 'validation.listing.state_required',
  country: 'validation.listing.country_required',
  coordinates: 'validation.listing.location_required',
} as const;

/** Comma-separated phrases, empty ones ignored. */
export function countKeywords(keywords: string | null | undefined): number {
  return (keywords ?? '').split(',').filter((phrase) => phrase.trim() !== '').length;
}

const limits = listingTextLimits;

/** The category, one of the catalogue's. */
export const categoryRule = () =>
  formIdField('category_id', 'validation.listing.category_from_list');

export const titleRule = () =>
  text(limits.title, fieldMessage('validation.listing.title_too_long', { max: limits.title }));

export const descriptionRule = () =>
  text(
    limits.description,
    fieldMessage('validation.listing.description_too_long', { max: limits.description }),
  );

/** city, state or country. */
export const placeRule = (name: 'city' | 'state' | 'country') =>
  text(limits.place, `validation.listing.${name}_too_long`);

export const videoLinkRule = () =>
  text(
    limits.videoLink,
    fieldMessage('validation.listing.video_link_too_long', { max: limits.videoLink }),
  ).matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, {
    message: 'validation.listing.video_link_invalid',
    excludeEmptyString: true,
  });

/** The SEO fields (spec §5): meta title, description of 50 to 160, at most 10 keywords, slug. */
export const seoRules = () => ({
  meta_title: text(
    limits.metaTitle,
    fieldMessage('validation.listing.meta_title_too_long', { max: limits.metaTitle }),
  ),
  meta_description: string()
    .trim()
    .test(
      'length',
      fieldMessage('validation.listing.meta_description_length', {
        min: limits.metaDescriptionMin,
        max: limits.metaDescriptionMax,
      }),
      (value) =>
        !value ||
        (value.length >= limits.metaDescriptionMin && value.length <= limits.metaDescriptionMax),
    ),
  meta_keywords: text(1000, 'validation.listing.meta_keywords_too_long').test(
    'count',
    fieldMessage('validation.listing.meta_keywords_count', { max: limits.metaKeywordsMax }),
    (value) => countKeywords(value) <= limits.metaKeywordsMax,
  ),
  slug_id: slugField(
    'validation.listing.slug_pattern',
    fieldMessage('validation.listing.slug_too_long', { max: slugMaxLength }),
  ),
});

/** Whether a request creates a listing (required fields must be there) or updates one. */
export type Mode = 'create' | 'update';

/** Required on create; on update the field may be left out but not emptied. */
export type Needed<S extends Schema, M extends Mode> = M extends 'create'
  ? ReturnType<S['required']>
  : S;

/** How a kind's schema requires a field: by its mode (properties) or by the `id` (projects). */
export type Need<M extends Mode> = <S extends Schema>(schema: S, message: string) => Needed<S, M>;

/**
 * The fields every listing kind has: title, description, category, place, coordinates, video
 * link and the SEO fields, each required the way the kind's `need` says.
 */
export function everyKindFields<M extends Mode>(need: Need<M>) {
  return {
    title: need(titleRule(), requiredMessages.title),
    description: need(descriptionRule(), requiredMessages.description),
    category_id: need(categoryRule(), requiredMessages.category_id),
    city: need(placeRule('city'), requiredMessages.city),
    state: need(placeRule('state'), requiredMessages.state),
    country: need(placeRule('country'), requiredMessages.country),
    latitude: need(coordinateField('latitude', 90), requiredMessages.coordinates),
    longitude: need(coordinateField('longitude', 180), requiredMessages.coordinates),
    video_link: videoLinkRule(),
    ...seoRules(),
  };
}

/**
 * A list of items (a listing's parameters or facilities, a project's plans): a list in a JSON
 * body or a form, in multipart one field holding JSON.
 */
export const jsonListField = <T>(item: ISchema<T>, typeError: string) =>
  array(item).transform(parseJsonList).typeError(typeError);

/** The photos and documents an edit removes: ids of the listing's own ("4,9" or a list). */
export const removedFileFields = () => ({
  remove_gallery_images: idListField('remove_gallery_images'),
  remove_documents: idListField('remove_documents'),
});
