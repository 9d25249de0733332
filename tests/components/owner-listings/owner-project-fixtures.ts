import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { fixture } from '../../support/fixture';

/** An approved, active project of the signed-in owner; override what a test needs. */
export const anOwnerProject = fixture<OwnerProjectDto>(() => ({
  id: 71,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  type: 'under_construction',
  image: null,
  image_card: null,
  location: '1 Quay Street, Bristol, England, United Kingdom',
  city: 'Bristol',
  state: 'England',
  country: 'United Kingdom',
  latitude: 51.45,
  longitude: -2.59,
  category: null,
  min_price: '250000.00',
  max_price: '480000.00',
  completion_date: '2028-06-30',
  created_at: '2026-10-01T09:00:00.000Z',
  promoted: false,
  review_status: 'approved',
  rejection_reason: null,
  is_active: true,
  is_public: true,
  total_favourites: 14,
  total_enquiries: 3,
  updated_at: '2026-10-02T09:00:00.000Z',
  published_at: '2026-10-02T09:00:00.000Z',
  pending_changes: null,
}));
