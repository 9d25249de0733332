import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { FacilityFilterDto } from '@/contracts/dto/facility-dto';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import {
  aBedroomsParameter,
  aCategory,
  aFurnishingParameter,
  aPropertyCard,
} from '../../support/fixtures/homepage-fixture';

/** A listing with everything its detail page shows. */
export function aPropertyDetail(overrides: Partial<PropertyDetailDto> = {}): PropertyDetailDto {
  return {
    ...aPropertyCard(),
    description: 'A bright family villa with a garden.\n\nTen minutes from the beach.',
    listing_status: 'available',
    gallery: [
      {
        id: 11,
        image: '/media/properties/1/garden.jpg',
        image_card: '/media/properties/1/garden-card.jpg',
      },
      {
        id: 12,
        image: '/media/properties/1/kitchen.jpg',
        image_card: '/media/properties/1/kitchen-card.jpg',
      },
    ],
    documents: [{ id: 21, name: 'Floor plan.pdf', file: '/media/properties/1/plan.pdf' }],
    all_parameters: [
      {
        id: 1,
        name: 'Bedrooms',
        type_of_parameter: 'number',
        value: '4',
        image: null,
        type_values: [],
        translations: {},
      },
      {
        id: 5,
        name: 'Furnishing',
        type_of_parameter: 'dropdown',
        value: 'Furnished',
        image: null,
        type_values: ['Furnished', 'Unfurnished'],
        translations: {},
      },
    ],
    facilities: [
      { id: 31, name: 'Metro station', image: null, distance: '0.80', translations: {} },
      { id: 32, name: 'School', image: null, distance: '1.5', translations: {} },
    ],
    video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    three_d_image: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    meta_image: null,
    owner: {
      id: 9,
      name: 'Joao Silva',
      slug_id: 'joao-silva',
      profile: null,
      is_verified_agent: true,
      properties_count: 7,
      mobile: null,
      email: null,
    },
    is_favourite: false,
    is_interested: false,
    premium_locked: false,
    updated_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function someCategories(): CategoryDto[] {
  return [
    aCategory({
      id: 3,
      category: 'Villa',
      slug_id: 'villa',
      parameter_types: [aBedroomsParameter(), aFurnishingParameter()],
    }),
    aCategory({ id: 4, category: 'Apartment', slug_id: 'apartment', parameter_types: [] }),
  ];
}

export function someFacilities(): FacilityFilterDto[] {
  return [
    { id: 31, name: 'Metro station', image: null, properties_count: 12, translations: {} },
    { id: 32, name: 'School', image: null, properties_count: 30, translations: {} },
  ];
}
