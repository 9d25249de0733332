import type { CatalogueTranslations } from './catalogue-translations';

export const propertyTypes = ['sell', 'rent'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const rentDurations = ['daily', 'monthly', 'quarterly', 'yearly'] as const;
export type RentDuration = (typeof rentDurations)[number];

/** A parameter shown on a card (bedrooms, bathrooms, area). */
export interface CardParameterDto {
  id: number;
  name: string;
  value: string;
  image: string | null;
  /** Canonical choices (dropdown/radio), so a choice value can be shown translated. */
  type_values: string[];
  translations: CatalogueTranslations;
}

/** A property as shown in cards, sliders and lists. Prices are exact decimal strings. */
export interface PropertyCardDto {
  id: number;
  slug_id: string;
  title: string;
  price: string;
  property_type: PropertyType;
  rentduration: RentDuration | null;
  title_image: string | null;
  title_image_card: string | null;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  category: {
    id: number;
    category: string;
    slug_id: string;
    image: string | null;
    translations: CatalogueTranslations;
  } | null;
  parameters: CardParameterDto[];
  is_premium: boolean;
  promoted: boolean;
  total_views: number;
  total_likes: number;
  created_at: string;
  /** Only for a signed-in viewer: whether the listing is in their favourites. */
  is_favourite?: boolean;
}

export const listingStatuses = ['available', 'sold', 'rented'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** A parameter with its value on the detail page. */
export interface PropertyParameterDto {
  id: number;
  name: string;
  type_of_parameter: string;
  value: string;
  image: string | null;
  /** Canonical choices, so a choice value can be shown translated. */
  type_values: string[];
  translations: CatalogueTranslations;
}

export interface PropertyFacilityDto {
  id: number;
  name: string;
  image: string | null;
  /** Kilometres, exact decimal string. */
  distance: string;
  translations: CatalogueTranslations;
}

export interface PropertyPhotoDto {
  id: number;
  image: string;
  image_card: string;
}

export interface PropertyDocumentDto {
  id: number;
  name: string;
  file: string;
}

/** The owner or agent shown on a listing. Contact details only for signed-in viewers. */
export interface ListingOwnerDto {
  id: number;
  name: string;
  slug_id: string;
  profile: string | null;
  is_verified_agent: boolean;
  properties_count: number;
  mobile: string | null;
  email: string | null;
}

/** Everything the property detail page shows (`get_property` with id or slug_id). */
export interface PropertyDetailDto extends PropertyCardDto {
  description: string;
  listing_status: ListingStatus;
  gallery: PropertyPhotoDto[];
  documents: PropertyDocumentDto[];
  all_parameters: PropertyParameterDto[];
  facilities: PropertyFacilityDto[];
  video_link: string | null;
  three_d_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  owner: ListingOwnerDto;
  /** For a signed-in viewer: whether it is in their favourites / they said they are interested. */
  is_favourite: boolean;
  is_interested: boolean;
  /**
   * A premium listing whose owner contact details and documents are left out: they need the
   * "premium properties" feature of a package (always true for a visitor on a premium listing).
   */
  premium_locked: boolean;
  updated_at: string;
}
