import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import type { OwnerListingDto, ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { fixture } from '../../support/fixture';

/** An owner's listing as get-added-properties answers it: approved, active, for sale. */
export const anOwnerListing = fixture<OwnerListingDto>(() => ({
  id: 41,
  slug_id: 'garden-house',
  title: 'Garden house',
  title_image: null,
  price: '350000.00',
  property_type: 'sell',
  rentduration: null,
  city: 'Lisbon',
  review_status: 'approved',
  rejection_reason: null,
  is_active: true,
  status: 'available',
  is_public: true,
  total_views: 120,
  total_likes: 8,
  total_interested: 3,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
  published_at: '2026-10-02T10:00:00.000Z',
  pending_changes: null,
}));

/** An edit of an approved listing waiting for review: a new title and description, photos. */
export const aListingRevision = fixture<ListingRevisionDto>(() => ({
  status: 'pending',
  submitted_at: '2026-10-05T09:30:00.000Z',
  reason: null,
  changes: [
    { kind: 'value', field: 'title', from: 'Garden house', to: 'Garden house with pool' },
    { kind: 'value', field: 'description', from: 'A quiet house.', to: 'A quiet house, new pool.' },
    { kind: 'files', field: 'gallery_images', added: 2, removed: 1 },
  ],
}));

export function aQueuedListing(
  overrides: Partial<ReviewQueueListingDto> = {},
): ReviewQueueListingDto {
  return {
    ...anOwnerListing({ review_status: 'pending', is_public: false, published_at: null }),
    owner: { id: 9, name: 'Olive Owner', email: 'olive@example.com' },
    ...overrides,
  };
}
