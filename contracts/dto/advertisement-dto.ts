import type { PropertyCardDto } from './property-dto';

export const advertisementTypes = ['slider', 'list'] as const;
export type AdvertisementType = (typeof advertisementTypes)[number];

export const advertisementTargets = ['property', 'project'] as const;
export type AdvertisementTarget = (typeof advertisementTargets)[number];

/** How an advertisement stands now: an approved one past its end shows as expired. */
export const advertisementStates = ['pending', 'running', 'expired', 'rejected'] as const;
export type AdvertisementState = (typeof advertisementStates)[number];

/** An advertisement as its owner (and the admin) sees it. */
export interface AdvertisementDto {
  id: number;
  type: AdvertisementType;
  feature_for: AdvertisementTarget;
  status: AdvertisementState;
  /** The featured listing; null when it was deleted meanwhile. */
  listing: { id: number; title: string; slug_id: string } | null;
  /** Only in the admin's queue: who placed it. */
  owner_name?: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
}

/** `get-featured-data`: the listings running an advertisement of the asked type. */
export type FeaturedDataDto = PropertyCardDto[];
