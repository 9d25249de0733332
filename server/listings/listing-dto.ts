import { imageUrl, mediaUrl } from '../storage/media-url';

/** Where a listing of any kind is, as its answers give it. */
export const listingPlaceDto = (row: {
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}) => ({
  city: row.city,
  state: row.state,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** A listing's category, as its cards give it. */
export const listingCategoryDto = (row: {
  categoryId: number;
  categoryName: string;
  categorySlugId: string;
  categoryImage: string | null;
}) => ({
  id: row.categoryId,
  category: row.categoryName,
  slug_id: row.categorySlugId,
  image: mediaUrl(row.categoryImage),
});

/** The person a listing shows as its owner or developer, without their contact details. */
export const listerDto = (row: {
  id: number;
  name: string;
  slugId: string;
  profileImage: string | null;
  verificationStatus: string | null;
}) => ({
  id: row.id,
  name: row.name,
  slug_id: row.slugId,
  profile: imageUrl(row.profileImage, 'card'),
  is_verified_agent: row.verificationStatus === 'success',
});
