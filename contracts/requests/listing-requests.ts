import { boolean, number, object, string, type InferType, type Schema } from 'yup';
import { fieldMessage } from '../field-message';
import { propertyTypes, rentDurations } from '../dto/property-dto';
import { emptyToNull, emptyToUndefined, formIdField, moneyField, text } from './field-kit';
import {
  everyKindFields,
  jsonListField,
  listingTextLimits,
  removedFileFields,
  type Mode,
  type Need,
  type Needed,
} from './listing-field-rules';

/**
 * Request schemas of post_property, update_post_property and delete_property (spec §3
 * "Property create", §5), shared by the listing form and the server. They accept typed form
 * values (numbers, booleans, arrays) as well as the strings of a multipart body, where
 * `parameters` and `facilities` arrive as one field holding a JSON string. Messages are
 * English sentences; the server answers them as field errors.
 *
 * Files are not part of these schemas: see contracts/listing-upload-limits.ts.
 */

/** Half the Earth's circumference: no facility is further away than this. */
const maxDistanceKm = 20_000;

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

const parameterItem = object({
  parameter_id: formIdField('parameter_id', 'This parameter is not known').required(
    'A parameter is missing its id',
  ),
  value: string()
    .transform((value: unknown, original: unknown) =>
      Array.isArray(original) ? original.map(String).join(',') : value,
    )
    .trim()
    .max(listingTextLimits.parameterValue, 'validation.listing.parameter_value_too_long')
    .default(''),
});

const facilityItem = object({
  facility_id: formIdField('facility_id', 'This facility is not known').required(
    'A facility is missing its id',
  ),
  distance: number()
    .transform(emptyToNull)
    .nullable()
    .typeError('validation.listing.distance_number')
    .required('validation.listing.distance_required')
    .min(0, 'validation.listing.distance_negative')
    .max(
      maxDistanceKm,
      fieldMessage('validation.listing.distance_too_large', { max: maxDistanceKm }),
    ),
});

/** Items with an empty value are "not filled in" and dropped. */
const parametersField = () =>
  jsonListField(parameterItem, 'The parameters must be a list of { parameter_id, value }')
    .transform((items: unknown) =>
      Array.isArray(items)
        ? items.filter((item: unknown) => {
            const value = (item as { value?: unknown } | null)?.value;
            return !(value === undefined || value === null || String(value).trim() === '');
          })
        : items,
    )
    .test('unique', 'validation.listing.parameter_once', (items) =>
      items ? new Set(items.map((item) => item.parameter_id)).size === items.length : true,
    );

const facilitiesField = () =>
  jsonListField(facilityItem, 'The facilities must be a list of { facility_id, distance }').test(
    'unique',
    'validation.listing.facility_once',
    (items) =>
      items ? new Set(items.map((item) => item.facility_id)).size === items.length : true,
  );

/** An exact decimal price above zero: digits, at most 2 decimals; kept as text. */
const priceField = <M extends Mode>(mode: M) =>
  needed(
    moneyField({
      format: 'validation.listing.price_number',
      negative: 'validation.listing.price_negative',
      zero: 'validation.listing.price_zero',
      decimals: 'validation.listing.price_decimals',
      tooLarge: 'validation.listing.price_too_large',
    }),
    mode,
    'validation.listing.price_required',
  );

const flag = () => boolean().transform(emptyToUndefined).typeError('This is yes (1) or no (0)');

function listingFields<M extends Mode>(mode: M) {
  const need: Need<M> = (schema, message) => needed(schema, mode, message);
  return {
    ...everyKindFields(need),
    price: priceField(mode),
    property_type: needed(
      string()
        .transform(emptyToUndefined)
        .oneOf([...propertyTypes], 'The property is for sale (sell) or for rent (rent)'),
      mode,
      'validation.listing.property_type_required',
    ),
    rentduration: string()
      .transform(emptyToUndefined)
      .oneOf([...rentDurations], 'The rent is paid daily, monthly, quarterly or yearly')
      .when('property_type', ([type]: unknown[], schema) => {
        if (type === 'sell') return schema.strip();
        if (type === 'rent' && mode === 'create') {
          return schema.required('validation.listing.rent_duration_required');
        }
        return schema;
      }),
    address: needed(
      text(
        listingTextLimits.address,
        fieldMessage('validation.listing.address_too_long', { max: listingTextLimits.address }),
      ),
      mode,
      'validation.listing.address_required',
    ),
    client_address: text(
      listingTextLimits.address,
      fieldMessage('validation.listing.address_too_long', { max: listingTextLimits.address }),
    ),
    is_premium: flag(),
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
  id: formIdField('id', 'This listing is not known').required('Say which listing to change'),
  action_type: string()
    .transform(emptyToUndefined)
    .oneOf(['0', '1'], 'action_type is 0 (save) or 1 (delete)'),
  remove_three_d_image: flag(),
  ...removedFileFields(),
});

/** delete_property. */
export const deleteListingSchema = object({
  id: formIdField('id', 'This listing is not known').required('Say which listing to delete'),
});

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
