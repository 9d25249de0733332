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
  category: { id: number; category: string; slug_id: string; image: string | null } | null;
  parameters: CardParameterDto[];
  is_premium: boolean;
  promoted: boolean;
  total_views: number;
  total_likes: number;
  created_at: string;
}
