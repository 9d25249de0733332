import { string } from 'yup';
import { slugMaxLength } from '../../utils/slug';
import { formIdField, slugField, text } from './field-kit';

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
  title: 'Enter a title',
  description: 'Enter a description',
  category_id: 'Choose a category',
  city: 'Enter the city',
  state: 'Enter the state',
  country: 'Enter the country',
  coordinates: 'Pick the location on the map',
} as const;

/** Comma-separated phrases, empty ones ignored. */
export function countKeywords(keywords: string | null | undefined): number {
  return (keywords ?? '').split(',').filter((phrase) => phrase.trim() !== '').length;
}

const limits = listingTextLimits;

/** The category, one of the catalogue's. */
export const categoryRule = () => formIdField('category_id', 'Choose a category from the list');

export const titleRule = () =>
  text(limits.title, `The title is at most ${limits.title} characters`);

export const descriptionRule = () =>
  text(limits.description, `The description is at most ${limits.description} characters`);

/** city, state or country. */
export const placeRule = (name: 'city' | 'state' | 'country') =>
  text(limits.place, `The ${name} is at most ${limits.place} characters`);

export const videoLinkRule = () =>
  text(limits.videoLink, `The video link is at most ${limits.videoLink} characters`).matches(
    /^https?:\/\/[^\s/$.?#][^\s]*$/i,
    { message: 'Enter a video link starting with https://', excludeEmptyString: true },
  );

/** The SEO fields (spec §5): meta title, description of 50 to 160, at most 10 keywords, slug. */
export const seoRules = () => ({
  meta_title: text(limits.metaTitle, `The meta title is at most ${limits.metaTitle} characters`),
  meta_description: string()
    .trim()
    .test(
      'length',
      `The meta description needs ${limits.metaDescriptionMin} to ${limits.metaDescriptionMax} characters`,
      (value) =>
        !value ||
        (value.length >= limits.metaDescriptionMin && value.length <= limits.metaDescriptionMax),
    ),
  meta_keywords: text(1000, 'The meta keywords are at most 1000 characters').test(
    'count',
    `Use at most ${limits.metaKeywordsMax} keywords, separated by commas`,
    (value) => countKeywords(value) <= limits.metaKeywordsMax,
  ),
  slug_id: slugField(
    'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)',
    `The slug is at most ${slugMaxLength} characters`,
  ),
});
