import type { EditableListingDto } from '@/contracts/dto/editable-listing-dto';
import type { Database } from '../db/database';
import { AppError, notFound } from '../core/app-error';
import { listDocuments, listGallery } from '../listings/listing-repository';
import { mediaLinkSigner } from '../media/private-media-links';
import { propertyKind } from './property-kind';
import { imageUrl, mediaUrl } from '../storage/media-url';
import {
  findOwnListing,
  listFacilityDistances,
  listParameterValues,
} from './editable-listing-repository';

export interface LoadEditableListingOptions {
  /** The signed-in caller (from the session, never from the request). */
  userId: number;
  slugId: string;
}

/**
 * The caller's own listing with everything the edit form shows. Another user's listing and an
 * unknown slug are both "not found" (nobody learns which slugs exist); a sold or rented listing
 * can no longer be edited (DOMAIN-RULES, Listings) and answers `listing_locked`.
 */
export async function loadEditableListing(
  db: Database,
  options: LoadEditableListingOptions,
): Promise<EditableListingDto> {
  const row = await findOwnListing(db, options);
  if (!row) throw notFound('The listing');
  if (row.listingStatus !== 'available') {
    throw new AppError('listing_locked', 'A sold or rented listing can no longer be edited.');
  }
  const [gallery, documents, parameterValues, facilityDistances, signLink] = await Promise.all([
    listGallery(db, propertyKind, row.id),
    listDocuments(db, propertyKind, row.id),
    listParameterValues(db, row.id),
    listFacilityDistances(db, row.id),
    mediaLinkSigner(db), // a premium listing's documents are private: their links are signed
  ]);
  return {
    id: row.id,
    slug_id: row.slugId,
    title: row.title,
    description: row.description,
    category_id: row.categoryId,
    property_type: row.propertyType,
    rentduration: row.propertyType === 'rent' ? row.rentDuration : null,
    price: row.price,
    is_premium: row.isPremium,
    video_link: row.videoLink ?? '',
    city: row.city,
    state: row.state,
    country: row.country,
    address: row.address,
    client_address: row.clientAddress ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    meta_title: row.metaTitle ?? '',
    meta_description: row.metaDescription ?? '',
    meta_keywords: row.metaKeywords ?? '',
    title_image: imageUrl(row.titleImage, 'card'),
    three_d_image: imageUrl(row.threeDImage, 'card'),
    meta_image: imageUrl(row.metaImage, 'card'),
    gallery_images: gallery.map((photo) => ({
      id: photo.id,
      url: imageUrl(photo.image, 'card') ?? '',
    })),
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      url: signLink(mediaUrl(document.file) ?? ''),
    })),
    parameters: parameterValues.map((item) => ({
      parameter_id: item.parameterId,
      value: item.value,
    })),
    facilities: facilityDistances.map((item) => ({
      facility_id: item.facilityId,
      distance: item.distance,
    })),
    review_status: row.reviewStatus,
    status: row.listingStatus,
  };
}
