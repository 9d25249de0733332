import type { ListingGate } from './listing-gate-dto';
import type { MarketStatus, ReviewStatus } from './owner-listing-status';
import type { PropertyType, RentDuration } from './property-dto';

/** A photo the listing already has: its id (for `remove_gallery_images`) and a preview URL. */
export interface EditablePhotoDto {
  id: number;
  /** The card-sized variant, for the form's thumbnails. */
  url: string;
}

/** A document the listing already has: its id (for `remove_documents`), name and URL. */
export interface EditableDocumentDto {
  id: number;
  name: string;
  url: string;
}

/** A parameter value as saved (a file parameter's value is its URL). */
export interface EditableParameterDto {
  parameter_id: number;
  value: string;
}

/** A nearby facility as saved; the distance is an exact decimal string in kilometres. */
export interface EditableFacilityDto {
  facility_id: number;
  distance: string;
}

/**
 * The owner's listing with every field the edit form shows (spec §3 "Property create"), in the
 * request's field names so the form can start from it. Prices and distances are exact decimal
 * strings; image fields are preview URLs (null when there is none).
 */
export interface EditableListingDto {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  property_type: PropertyType;
  rentduration: RentDuration | null;
  price: string;
  is_premium: boolean;
  video_link: string;
  city: string;
  state: string;
  country: string;
  address: string;
  client_address: string;
  latitude: number;
  longitude: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  title_image: string | null;
  three_d_image: string | null;
  meta_image: string | null;
  gallery_images: EditablePhotoDto[];
  documents: EditableDocumentDto[];
  parameters: EditableParameterDto[];
  facilities: EditableFacilityDto[];
  review_status: ReviewStatus;
  status: MarketStatus;
}

/**
 * `listing-form` (a call the spec does not show): what the add and edit pages need before the
 * form can show — whether the caller may post at all, and on the edit page their listing.
 */
export interface ListingFormDataDto {
  /** Why the caller may not post yet (complete the profile, verification); null when they may. */
  gate: ListingGate | null;
  /** The listing to edit; null on the add page. */
  listing: EditableListingDto | null;
}
