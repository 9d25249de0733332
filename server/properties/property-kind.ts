import { listingUploadLimits } from '@/contracts/listing-upload-limits';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { paths } from '@/utils/paths';
import {
  listingReports,
  favourites,
  properties,
  propertyDocuments,
  propertyImages,
  propertyRevisions,
} from '../db/schema';
import type { ListingKind } from '../listings/listing-kind';
import { loadOwnerProperties } from './load-owner-properties';

/** Properties (homes and land for sale or rent): the first kind of listing. */
export const propertyKind: ListingKind<OwnerListingDto> = {
  key: 'property',
  noun: 'listing',
  reviewNotices: {
    approved: 'listing_approved',
    rejected: 'listing_rejected',
    ownerPage: paths.userProperties(),
  },
  subject: 'The property',
  table: properties,
  images: propertyImages,
  documents: propertyDocuments,
  favourites,
  revisions: propertyRevisions,
  reports: listingReports,
  slugConstraint: 'properties_slug_unique',
  packageFeature: 'property_list',
  media: {
    folder: 'listings',
    limits: listingUploadLimits,
    photoColumns: {
      title_image: 'titleImage',
      meta_image: 'metaImage',
      three_d_image: 'threeDImage',
    },
    requiredPhoto: { field: 'title_image', message: 'Add a title photo (JPEG or PNG)' },
    panoramaFields: ['three_d_image'],
  },
  pagePath: paths.propertyDetail,
  loadOwnerPage: loadOwnerProperties,
};
