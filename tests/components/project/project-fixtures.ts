import type {
  ProjectCardDto,
  ProjectDetailDto,
  ProjectGatedDetailDto,
} from '@/contracts/dto/project-dto';
import { fixture } from '../../support/fixture';

/** A public project as cards show it. */
export const aProjectCard = fixture<ProjectCardDto>(() => ({
  id: 1,
  slug_id: 'harbour-lofts',
  title: 'Harbour Lofts',
  type: 'under_construction',
  image: '/media/projects/1/main.webp',
  image_card: '/media/projects/1/main-card.webp',
  location: '12 Harbour Road, Lisbon, Portugal',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
  latitude: 38.71,
  longitude: -9.14,
  category: { id: 3, category: 'Apartment', slug_id: 'apartment', image: null },
  min_price: '250000.00',
  max_price: '690000.00',
  completion_date: '2027-06-30',
  created_at: '2026-10-01T10:00:00.000Z',
  promoted: false,
}));

/** A project with everything its public detail page shows (no gated files). */
export const aProjectDetail = fixture<ProjectDetailDto>(() => ({
  ...aProjectCard(),
  description: 'Forty lofts on the waterfront.\n\nShops and a garden court downstairs.',
  gallery: [
    {
      id: 11,
      image: '/media/projects/1/court.webp',
      image_card: '/media/projects/1/court-card.webp',
    },
    {
      id: 12,
      image: '/media/projects/1/roof.webp',
      image_card: '/media/projects/1/roof-card.webp',
    },
  ],
  plans: [
    { id: 31, title: 'One-bedroom loft, 68 m²', kind: 'image', position: 0 },
    { id: 32, title: 'Penthouse', kind: 'pdf', position: 1 },
  ],
  documents_count: 1,
  video_link: null,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  meta_image: null,
  developer: {
    id: 9,
    name: 'Joao Silva',
    slug_id: 'joao-silva',
    profile: null,
    is_verified_agent: true,
    projects_count: 3,
  },
  updated_at: '2026-10-02T10:00:00.000Z',
  similar_projects: [
    aProjectCard({ id: 2, slug_id: 'river-flats', title: 'River Flats', min_price: '180000.00' }),
  ],
}));

/** What get-project-gated-detail answers a signed-in viewer. */
export function aGatedDetail(
  overrides: Partial<ProjectGatedDetailDto> = {},
): ProjectGatedDetailDto {
  return {
    id: 1,
    slug_id: 'harbour-lofts',
    plans: [
      {
        id: 31,
        title: 'One-bedroom loft, 68 m²',
        kind: 'image',
        position: 0,
        file: '/api/media/projects/1/plan-1.webp',
        image_card: '/api/media/projects/1/plan-1-card.webp',
      },
      {
        id: 32,
        title: 'Penthouse',
        kind: 'pdf',
        position: 1,
        file: '/api/media/projects/1/penthouse.pdf',
        image_card: null,
      },
    ],
    documents: [{ id: 41, name: 'Brochure.pdf', file: '/api/media/projects/1/brochure.pdf' }],
    contact: { name: 'Joao Silva', mobile: '+351210000000', email: 'joao@example.test' },
    ...overrides,
  };
}
