import { array, boolean, number, object, string, type InferType, type Schema } from 'yup';
import { slugMaxLength, slugPattern } from '../../utils/slug';
import { propertyTypes, rentDurations } from '../dto/property-dto';

/**
 * Request schemas of post_property, update_post_property and delete_property (spec §3
 * "Property create", §5), shared by the listing form and the server. They accept typed form
 * values (numbers, booleans, arrays) as well as the strings of a multipart body, where
 * `parameters` and `facilities` arrive as one field holding a JSON string. Messages are
 * English sentences; the server answers them as field errors.
 *
 * Files are not part of these schemas: see contracts/listing-upload-limits.ts.
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

/** Prices are numeric(16, 2): up to 14 digits before the point and 2 after. */
const priceIntegerDigits = 14;
const maxId = 2_147_483_647;
/** Half the Earth's circumference: no facility is further away than this. */
const maxDistanceKm = 20_000;

type Mode = 'create' | 'update';

/** A form's empty text means "no value", for numbers and choices. */
const emptyToNull = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? null : value;
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** Required on create; on update the field may be left out but not emptied. */
type Needed<S extends Schema, M extends Mode> = M extends 'create' ? ReturnType<S['required']> : S;

function needed<S extends Schema, M extends Mode>(
  schema: S,
  mode: M,
  message: string,
): Needed<S, M> {
  return (
    mode === 'create'
      ? schema.required(message)
      : schema.test('not-emptied', message, (value: unknown) => value !== null && value !== '')
  ) as Needed<S, M>;
}

const text = (max: number, tooLong: string) => string().trim().max(max, tooLong);

const idField = (name: string, unknownMessage: string) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`${name} must be a number`)
    .integer(unknownMessage)
    .positive(unknownMessage)
    .max(maxId, unknownMessage);

/** Parses a JSON text (multipart) into its value; a form's arrays pass through. */
function parseJsonList(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  if (original.trim() === '') return [];
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original; // not an array: fails the type check with the field's message
  }
}

const parameterItem = object({
  parameter_id: idField('parameter_id', 'This parameter is not known').required(
    'A parameter is missing its id',
  ),
  value: string()
    .transform((value: unknown, original: unknown) =>
      Array.isArray(original) ? original.map(String).join(',') : value,
    )
    .trim()
    .max(listingTextLimits.parameterValue, 'A parameter value is at most 1000 characters')
    .default(''),
});

const facilityItem = object({
  facility_id: idField('facility_id', 'This facility is not known').required(
    'A facility is missing its id',
  ),
  distance: number()
    .transform(emptyToNull)
    .nullable()
    .typeError('The distance must be a number of kilometres')
    .required('Enter the distance in kilometres')
    .min(0, 'The distance cannot be negative')
    .max(maxDistanceKm, `The distance is at most ${maxDistanceKm} km`),
});

/** Items with an empty value are "not filled in" and dropped. */
const parametersField = () =>
  array(parameterItem)
    .transform(parseJsonList)
    .typeError('The parameters must be a list of { parameter_id, value }')
    .transform((items: unknown) =>
      Array.isArray(items)
        ? items.filter((item: unknown) => {
            const value = (item as { value?: unknown } | null)?.value;
            return !(value === undefined || value === null || String(value).trim() === '');
          })
        : items,
    )
    .test('unique', 'Each parameter can be given only once', (items) =>
      items ? new Set(items.map((item) => item.parameter_id)).size === items.length : true,
    );

const facilitiesField = () =>
  array(facilityItem)
    .transform(parseJsonList)
    .typeError('The facilities must be a list of { facility_id, distance }')
    .test('unique', 'Each facility can be given only once', (items) =>
      items ? new Set(items.map((item) => item.facility_id)).size === items.length : true,
    );

/** An exact decimal price: digits, at most 2 decimals, never negative; kept as text. */
const priceField = <M extends Mode>(mode: M) =>
  needed(
    string()
      .trim()
      .test('format', 'Enter the price as a number, like 250000 or 1499.99', (value) =>
        value ? /^-?\d+(\.\d+)?$/.test(value) : true,
      )
      .test('negative', 'The price cannot be negative', (value) => !value?.startsWith('-'))
      .test('decimals', 'The price can have at most 2 decimals', (value) =>
        value ? !/\.\d{3,}$/.test(value) : true,
      )
      .test('size', 'The price is too large', (value) =>
        value
          ? (value
              .replace(/^-/, '')
              .split('.')[0]
              ?.replace(/^0+(?=\d)/, '').length ?? 0) <= priceIntegerDigits
          : true,
      ),
    mode,
    'Enter the price',
  );

/** Comma-separated phrases, empty ones ignored. */
export function countKeywords(keywords: string | null | undefined): number {
  return (keywords ?? '').split(',').filter((phrase) => phrase.trim() !== '').length;
}

const coordinate = <M extends Mode>(name: string, limit: number, mode: M) =>
  needed(
    number()
      .transform(emptyToNull)
      .nullable()
      .typeError(`${name} must be a number`)
      .min(-limit, `${name} is between -${limit} and ${limit}`)
      .max(limit, `${name} is between -${limit} and ${limit}`),
    mode,
    'Pick the location on the map',
  );

const flag = () => boolean().transform(emptyToUndefined).typeError('This is yes (1) or no (0)');

function listingFields<M extends Mode>(mode: M) {
  const limits = listingTextLimits;
  return {
    title: needed(
      text(limits.title, `The title is at most ${limits.title} characters`),
      mode,
      'Enter a title',
    ),
    description: needed(
      text(limits.description, `The description is at most ${limits.description} characters`),
      mode,
      'Enter a description',
    ),
    price: priceField(mode),
    category_id: needed(
      idField('category_id', 'Choose a category from the list'),
      mode,
      'Choose a category',
    ),
    property_type: needed(
      string()
        .transform(emptyToUndefined)
        .oneOf([...propertyTypes], 'The property is for sale (sell) or for rent (rent)'),
      mode,
      'Choose whether the property is for sale or for rent',
    ),
    rentduration: string()
      .transform(emptyToUndefined)
      .oneOf([...rentDurations], 'The rent is paid daily, monthly, quarterly or yearly')
      .when('property_type', ([type]: unknown[], schema) => {
        if (type === 'sell') return schema.strip();
        if (type === 'rent' && mode === 'create') {
          return schema.required('Choose how often the rent is paid');
        }
        return schema;
      }),
    city: needed(text(limits.place, 'The city is at most 100 characters'), mode, 'Enter the city'),
    state: needed(
      text(limits.place, 'The state is at most 100 characters'),
      mode,
      'Enter the state',
    ),
    country: needed(
      text(limits.place, 'The country is at most 100 characters'),
      mode,
      'Enter the country',
    ),
    address: needed(
      text(limits.address, `The address is at most ${limits.address} characters`),
      mode,
      'Enter the address',
    ),
    client_address: text(limits.address, `The address is at most ${limits.address} characters`),
    latitude: coordinate('Latitude', 90, mode),
    longitude: coordinate('Longitude', 180, mode),
    video_link: text(
      limits.videoLink,
      `The video link is at most ${limits.videoLink} characters`,
    ).matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, {
      message: 'Enter a video link starting with https://',
      excludeEmptyString: true,
    }),
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
    is_premium: flag(),
    slug_id: string()
      .trim()
      .max(slugMaxLength, `The slug is at most ${slugMaxLength} characters`)
      .matches(slugPattern, {
        message:
          'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)',
        excludeEmptyString: true,
      }),
    parameters: parametersField(),
    facilities: facilitiesField(),
  };
}

/** post_property (and the listing form): every field of a new listing. */
export const listingFieldsSchema = object(listingFields('create'));

/**
 * update_post_property: `id` plus only the fields that change. `action_type` 1 deletes the
 * listing instead. `remove_gallery_images` / `remove_documents` are ids of this listing's
 * photos / documents ("4,9" or a list).
 */
export const updateListingSchema = object({
  ...listingFields('update'),
  id: idField('id', 'This listing is not known').required('Say which listing to change'),
  action_type: string()
    .transform(emptyToUndefined)
    .oneOf(['0', '1'], 'action_type is 0 (save) or 1 (delete)'),
  remove_three_d_image: flag(),
  remove_gallery_images: idListField('remove_gallery_images'),
  remove_documents: idListField('remove_documents'),
});

/** delete_property. */
export const deleteListingSchema = object({
  id: idField('id', 'This listing is not known').required('Say which listing to delete'),
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

export type ListingFieldsInput = InferType<typeof listingFieldsSchema>;
export type UpdateListingInput = InferType<typeof updateListingSchema>;
export type DeleteListingInput = InferType<typeof deleteListingSchema>;
export type ListingParameterInput = InferType<typeof parameterItem>;
export type ListingFacilityInput = InferType<typeof facilityItem>;

export interface ListingWarnings {
  meta_title?: string;
}

/** Advice that does not stop saving: a meta title over 60 characters. */
export function listingWarnings(values: { meta_title?: string | null }): ListingWarnings {
  const metaTitle = values.meta_title?.trim() ?? '';
  return metaTitle.length > listingTextLimits.metaTitleWarning
    ? {
        meta_title: `Search engines show about ${listingTextLimits.metaTitleWarning} characters of a title; this one has ${metaTitle.length}`,
      }
    : {};
}
