import type { InterestedUserDto, OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { imageUrl } from '../storage/media-url';
import type { listInterestedUsers, OwnerListingRow } from './owner-property-repository';

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toOwnerListingDto(row: OwnerListingRow): OwnerListingDto {
  return {
    id: row.id,
    slug_id: row.slugId,
    title: row.title,
    title_image: imageUrl(row.titleImage, 'card'),
    price: row.price,
    property_type: row.propertyType,
    rentduration: row.propertyType === 'rent' ? row.rentDuration : null,
    city: row.city,
    review_status: row.reviewStatus,
    rejection_reason: row.reviewStatus === 'rejected' ? row.rejectionReason : null,
    is_active: row.isActive,
    status: row.listingStatus,
    is_public: row.isPublic,
    total_views: row.totalViews,
    total_likes: row.totalLikes,
    total_interested: row.totalInterested,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    published_at: isoOrNull(row.publishedAt),
    pending_changes: null, // the listing-kind core adds its edit under review
  };
}

type InterestedUserRow = Awaited<ReturnType<typeof listInterestedUsers>>[number];

export function toInterestedUserDto(row: InterestedUserRow): InterestedUserDto {
  return {
    id: row.id,
    name: row.name,
    profile: imageUrl(row.profileImage, 'card'),
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    interested_at: new Date(row.interestedAt).toISOString(),
  };
}
