import type {
  ListingOwnerDto,
  PropertyCardDto,
  PropertyDetailDto,
  PropertyParameterDto,
} from '@/contracts/dto/property-dto';
import { listerDto } from '../listings/listing-dto';
import type { MediaLinkSigner } from '../media/private-media-links';
import { imageUrl, mediaUrl } from '../storage/media-url';
import type {
  ListingDetailRow,
  ListingOwnerRow,
  listAllParameters,
  listNearbyFacilities,
} from './property-detail-repository';
import type { listDocuments, listGallery } from '../listings/listing-repository';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export interface ListingDetailParts {
  card: PropertyCardDto;
  row: ListingDetailRow;
  gallery: Rows<typeof listGallery>;
  documents: Rows<typeof listDocuments>;
  parameters: Rows<typeof listAllParameters>;
  facilities: Rows<typeof listNearbyFacilities>;
  owner: ListingOwnerRow;
  flags: { isFavourite: boolean; isInterested: boolean };
  /** Contact details (mobile, email) go to signed-in viewers only. */
  showContact: boolean;
  /** A premium listing whose contact details and documents the viewer's packages do not open. */
  isPremiumLocked: boolean;
  /** Signs the links of private documents (a premium listing's), for this viewer only. */
  signLink: MediaLinkSigner;
}

export function toPropertyDetailDto(parts: ListingDetailParts): PropertyDetailDto {
  const { card, row } = parts;
  return {
    ...card,
    description: row.description,
    listing_status: row.listingStatus,
    gallery: parts.gallery.map((photo) => ({
      id: photo.id,
      image: imageUrl(photo.image, 'large') ?? '',
      image_card: imageUrl(photo.image, 'card') ?? '',
    })),
    documents: parts.documents.map((document) => ({
      id: document.id,
      name: document.name,
      file: parts.signLink(mediaUrl(document.file) ?? ''),
    })),
    all_parameters: parts.parameters.map(toParameterDto),
    facilities: parts.facilities.map((facility) => ({
      id: facility.id,
      name: facility.name,
      image: mediaUrl(facility.image),
      distance: facility.distance,
      translations: facility.translations,
    })),
    video_link: row.videoLink,
    three_d_image: imageUrl(row.threeDImage, 'large'),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    meta_image: imageUrl(row.metaImage, 'large'),
    owner: toOwnerDto(parts.owner, parts.showContact),
    is_favourite: parts.flags.isFavourite,
    is_interested: parts.flags.isInterested,
    premium_locked: parts.isPremiumLocked,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

function toParameterDto(row: Rows<typeof listAllParameters>[number]): PropertyParameterDto {
  return {
    id: row.id,
    name: row.name,
    type_of_parameter: row.kind,
    value: row.kind === 'file' ? (mediaUrl(row.value) ?? '') : row.value,
    image: mediaUrl(row.image),
    type_values: row.choices,
    translations: row.translations,
  };
}

function toOwnerDto(owner: ListingOwnerRow, showContact: boolean): ListingOwnerDto {
  return {
    ...listerDto(owner),
    properties_count: owner.publicListings,
    mobile: showContact ? owner.mobile : null,
    email: showContact ? owner.email : null,
  };
}
