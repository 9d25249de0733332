import type { ListingRequestFields } from '@/api/listing-form/save-listing';
import type {
  EditableDocumentDto,
  EditableListingDto,
  EditablePhotoDto,
} from '@/contracts/dto/editable-listing-dto';

/** A file chosen in the form, with its local preview (images) until it is sent. */
export interface ChosenFile {
  /** Stable within the form, for React keys and removal. */
  key: string;
  file: File;
  /** An object URL for images; null for documents. */
  previewUrl: string | null;
}

/** Where the listing stands: the offline picker's codes, the address parts, the point. */
export interface PlaceValues {
  /** The offline picker's choices (codes of the world list); not sent. */
  country_code: string;
  state_code: string;
  /** The street line the formatted address starts with; not sent. */
  street: string;
  city: string;
  state: string;
  country: string;
  /** The formatted address ("street, city, state, country"). */
  address: string;
  latitude: string;
  longitude: string;
}

/** The photos and documents every kind has: as chosen, plus what the saved listing keeps. */
export interface MediaValues {
  title_image: ChosenFile | null;
  gallery_images: ChosenFile[];
  documents: ChosenFile[];
  meta_image: ChosenFile | null;
  /** What the saved listing has (edit page); removals take items out of these lists. */
  saved_title_image: string | null;
  saved_gallery: EditablePhotoDto[];
  saved_documents: EditableDocumentDto[];
  saved_meta_image: string | null;
  removed_gallery: number[];
  removed_documents: number[];
}

/**
 * The values every kind of listing's form has (the shared steps use them by these names):
 * the text of the details, the place, the media and the SEO fields.
 */
export interface SharedFormValues extends PlaceValues, MediaValues {
  title: string;
  description: string;
  category_id: string;
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  slug_id: string;
}

/** The shared values of a new listing of any kind. */
export function emptySharedValues(): SharedFormValues {
  return {
    title: '',
    description: '',
    category_id: '',
    video_link: '',
    country_code: '',
    state_code: '',
    street: '',
    city: '',
    state: '',
    country: '',
    address: '',
    latitude: '',
    longitude: '',
    title_image: null,
    gallery_images: [],
    documents: [],
    meta_image: null,
    saved_title_image: null,
    saved_gallery: [],
    saved_documents: [],
    saved_meta_image: null,
    removed_gallery: [],
    removed_documents: [],
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    slug_id: '',
  };
}

/**
 * The property form's values: text as typed (numbers too), parameters keyed `p<id>` (a checkbox
 * parameter holds its chosen values), facilities keyed `f<id>` → distance in km (a key that is
 * present is a chosen facility), the 3D image beside the shared media.
 */
export interface ListingFormValues extends SharedFormValues {
  property_type: '' | 'sell' | 'rent';
  rentduration: string;
  price: string;
  is_premium: boolean;
  client_address: string;
  parameters: Record<string, string | string[]>;
  facilities: Record<string, string>;
  three_d_image: ChosenFile | null;
  saved_three_d_image: string | null;
  remove_three_d_image: boolean;
}

export const parameterKey = (id: number): string => `p${id}`;
export const facilityKey = (id: number): string => `f${id}`;
/** The id inside a `p12` / `f3` key. */
export const idOfKey = (key: string): number => Number(key.slice(1));

export function emptyListingValues(): ListingFormValues {
  return {
    ...emptySharedValues(),
    property_type: '',
    rentduration: '',
    price: '',
    is_premium: false,
    client_address: '',
    parameters: {},
    facilities: {},
    three_d_image: null,
    saved_three_d_image: null,
    remove_three_d_image: false,
  };
}

/** The edit form starts from the saved listing. */
export function listingValuesOf(listing: EditableListingDto): ListingFormValues {
  return {
    ...emptyListingValues(),
    title: listing.title,
    description: listing.description,
    category_id: String(listing.category_id),
    property_type: listing.property_type,
    rentduration: listing.rentduration ?? '',
    price: listing.price,
    is_premium: listing.is_premium,
    video_link: listing.video_link,
    city: listing.city,
    state: listing.state,
    country: listing.country,
    address: listing.address,
    client_address: listing.client_address,
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    parameters: Object.fromEntries(
      listing.parameters.map((item) => [parameterKey(item.parameter_id), item.value]),
    ),
    facilities: Object.fromEntries(
      listing.facilities.map((item) => [facilityKey(item.facility_id), item.distance]),
    ),
    saved_title_image: listing.title_image,
    saved_gallery: listing.gallery_images,
    saved_documents: listing.documents,
    saved_three_d_image: listing.three_d_image,
    saved_meta_image: listing.meta_image,
    meta_title: listing.meta_title,
    meta_description: listing.meta_description,
    meta_keywords: listing.meta_keywords,
    slug_id: listing.slug_id,
  };
}

/**
 * The request's fields from the form's values: parameters that were filled in (a checkbox
 * parameter's values joined by commas, only those `allowedParameters` lists — the chosen
 * category's) and the chosen facilities with their distance.
 */
export function requestFieldsOf(
  values: ListingFormValues,
  allowedParameters: readonly number[] | null = null,
): ListingRequestFields {
  const parameters = Object.entries(values.parameters)
    .map(([key, value]) => ({
      parameter_id: idOfKey(key),
      value: (Array.isArray(value) ? value.join(',') : value).trim(),
    }))
    .filter(
      (item) =>
        item.value !== '' &&
        (allowedParameters === null || allowedParameters.includes(item.parameter_id)),
    );
  const facilities = Object.entries(values.facilities).map(([key, distance]) => ({
    facility_id: idOfKey(key),
    distance: distance.trim(),
  }));
  return {
    title: values.title,
    description: values.description,
    category_id: values.category_id,
    property_type: values.property_type,
    rentduration: values.property_type === 'rent' ? values.rentduration : '',
    price: values.price.trim(),
    is_premium: values.is_premium,
    video_link: values.video_link,
    city: values.city,
    state: values.state,
    country: values.country,
    address: values.address,
    client_address: values.client_address,
    latitude: values.latitude.trim(),
    longitude: values.longitude.trim(),
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    slug_id: values.slug_id.trim(),
    parameters,
    facilities,
  };
}

/** "street, city, state, country" without the empty parts. */
export function formatAddress(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
