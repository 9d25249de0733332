import { array, number, string } from 'yup';
import { slugMaxLength, slugPattern } from '../../utils/slug';

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

export const maxId = 2_147_483_647;
/** Prices are numeric(16, 2): up to 14 digits before the point and 2 after. */
export const priceIntegerDigits = 14;

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

/** A form's empty text means "no value", for numbers and choices. */
export const emptyToNull = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? null : value;
export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const text = (max: number, tooLong: string) => string().trim().max(max, tooLong);

export const idField = (name: string, unknownMessage: string) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`${name} must be a number`)
    .integer(unknownMessage)
    .positive(unknownMessage)
    .max(maxId, unknownMessage);

/** Parses a JSON text (multipart) into its value; a form's arrays pass through. */
export function parseJsonList(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  if (original.trim() === '') return [];
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original; // not an array: fails the type check with the field's message
  }
}

/** Comma-separated phrases, empty ones ignored. */
export function countKeywords(keywords: string | null | undefined): number {
  return (keywords ?? '').split(',').filter((phrase) => phrase.trim() !== '').length;
}

const limits = listingTextLimits;

/** The category, one of the catalogue's. */
export const categoryRule = () => idField('category_id', 'Choose a category from the list');

export const titleRule = () =>
  text(limits.title, `The title is at most ${limits.title} characters`);

export const descriptionRule = () =>
  text(limits.description, `The description is at most ${limits.description} characters`);

/** city, state or country. */
export const placeRule = (name: 'city' | 'state' | 'country') =>
  text(limits.place, `The ${name} is at most ${limits.place} characters`);

/** Latitude (±90) or longitude (±180). */
export const coordinateRule = (name: 'Latitude' | 'Longitude', limit: 90 | 180) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`${name} must be a number`)
    .min(-limit, `${name} is between -${limit} and ${limit}`)
    .max(limit, `${name} is between -${limit} and ${limit}`);

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
  slug_id: string()
    .trim()
    .max(slugMaxLength, `The slug is at most ${slugMaxLength} characters`)
    .matches(slugPattern, {
      message:
        'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)',
      excludeEmptyString: true,
    }),
});

/** Ids as "4,9", a list of numbers or texts, or empty. */
export function idListField(name: string) {
  return array(number().integer().positive().max(maxId).required())
    .transform((value: unknown, original: unknown) => {
      const parts = Array.isArray(original)
        ? original.flatMap((part: unknown) => String(part).split(','))
        : typeof original === 'string' || typeof original === 'number'
          ? String(original).split(',')
          : null;
      if (!parts) return value;
      const trimmed = parts.map((part) => part.trim()).filter((part) => part !== '');
      // Anything but ids is answered as a whole: the list is not an array of ids.
      return trimmed.every((part) => /^[1-9]\d{0,9}$/.test(part))
        ? trimmed.map(Number)
        : trimmed.join(',');
    })
    .typeError(`${name} is a comma-separated list of ids`);
}
