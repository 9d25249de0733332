import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { listingCategoryDto, listingPlaceDto } from '../listings/listing-dto';
import { imageUrl, mediaUrl } from '../storage/media-url';
import type { PropertyCardRow } from './property-card-repository';

export function toPropertyCardDto(row: PropertyCardRow): PropertyCardDto {
  return {
    id: row.id,
    slug_id: row.slugId,
    title: row.title,
    price: row.price,
    property_type: row.propertyType,
    rentduration: row.propertyType === 'rent' ? row.rentDuration : null,
    title_image: imageUrl(row.titleImage, 'large'),
    title_image_card: imageUrl(row.titleImage, 'card'),
    address: row.address,
    ...listingPlaceDto(row),
    category: { ...listingCategoryDto(row), translations: row.categoryTranslations },
    parameters: row.parameters.map((parameter) => ({
      id: parameter.id,
      name: parameter.name,
      value: parameter.value,
      image: mediaUrl(parameter.image),
      type_values: parameter.choices,
      translations: parameter.translations,
    })),
    is_premium: row.isPremium,
    promoted: Boolean(row.promoted),
    total_views: row.totalViews,
    total_likes: row.totalLikes,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
