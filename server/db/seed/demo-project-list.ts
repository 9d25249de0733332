import type { CategoryKey } from './demo-catalogue';
import type { ExteriorKind } from './demo-exterior-scenes';

/** One demo development: believable, in a demo city, by the agent who works there. */
export interface DemoProject {
  slug: string;
  title: string;
  city: string;
  location: string;
  /** Offsets from the city centre, in degrees. */
  offset: [number, number];
  category: CategoryKey;
  type: 'upcoming' | 'under_construction' | 'completed';
  minPrice: string;
  maxPrice: string;
  /** Months from the seeding to the handover (negative: already handed over). */
  completionInMonths: number;
  developerSlug: string;
  outside: ExteriorKind;
  description: string;
  /** Floor plans: a title and the rooms drawn on it. */
  plans: { title: string; rooms: string[] }[];
  /** Days before the seeding the project was listed. */
  ageDays: number;
}

const flat = ['Living', 'Kitchen', 'Bedroom', 'Bath', 'Balcony'];
const twoBed = ['Living', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bath', 'Balcony'];
const threeBed = [
  'Living',
  'Dining',
  'Kitchen',
  'Bedroom 1',
  'Bedroom 2',
  'Bedroom 3',
  'Bath',
  'En suite',
];
const villa = [
  'Living',
  'Dining',
  'Kitchen',
  'Master',
  'Bedroom 2',
  'Bedroom 3',
  'Bath',
  'Terrace',
  'Pool deck',
];
const office = ['Open office', 'Meeting', 'Kitchenette', 'Reception', 'WC'];

export const demoProjects: readonly DemoProject[] = [
  {
    slug: 'riverside-park-residences',
    title: 'Riverside Park Residences',
    city: 'New York',
    location: '110 Riverside Drive, Upper West Side, New York, NY, United States',
    offset: [0.07, 0.03],
    category: 'apartment',
    type: 'under_construction',
    minPrice: '1250000.00',
    maxPrice: '4800000.00',
    completionInMonths: 18,
    developerSlug: 'olivia-bennett',
    outside: 'tower',
    description:
      'Ninety-four condominiums on Riverside Drive with views over Riverside Park and the Hudson. One- to three-bedroom homes with oak floors, a residents’ lounge, a fitness studio and a landscaped roof terrace. Sales gallery open by appointment.',
    plans: [
      { title: 'One-bedroom, 68 m²', rooms: flat },
      { title: 'Two-bedroom corner, 104 m²', rooms: twoBed },
      { title: 'Three-bedroom park view, 148 m²', rooms: threeBed },
    ],
    ageDays: 21,
  },
  {
    slug: 'silver-lake-terraces',
    title: 'Silver Lake Terraces',
    city: 'Los Angeles',
    location: '2400 Glendale Boulevard, Silver Lake, Los Angeles, CA, United States',
    offset: [0.05, -0.02],
    category: 'townhouse',
    type: 'upcoming',
    minPrice: '1350000.00',
    maxPrice: '2100000.00',
    completionInMonths: 30,
    developerSlug: 'marcus-reed',
    outside: 'townhouse',
    description:
      'Eighteen hillside townhouses stepping down towards the Silver Lake Reservoir, each with a private roof deck, a two-car garage and solar panels. Construction starts next spring; early buyers choose their finishes.',
    plans: [
      { title: 'Townhouse, ground floor', rooms: ['Garage', 'Entry', 'Studio', 'WC'] },
      { title: 'Townhouse, first floor', rooms: ['Living', 'Dining', 'Kitchen', 'Terrace'] },
      { title: 'Townhouse, second floor', rooms: ['Master', 'Bedroom 2', 'Bath', 'En suite'] },
    ],
    ageDays: 9,
  },
  {
    slug: 'brickell-bay-tower',
    title: 'Brickell Bay Tower',
    city: 'Miami',
    location: '1200 Brickell Bay Drive, Brickell, Miami, FL, United States',
    offset: [-0.01, 0.01],
    category: 'apartment',
    type: 'under_construction',
    minPrice: '690000.00',
    maxPrice: '3200000.00',
    completionInMonths: 14,
    developerSlug: 'sofia-alvarez',
    outside: 'tower',
    description:
      'A 46-storey tower on Biscayne Bay with 310 residences, a rooftop pool, a marina club and direct access to the Brickell bay walk. Floor-to-ceiling glass and impact-rated windows throughout.',
    plans: [
      { title: 'Bay studio, 52 m²', rooms: ['Living', 'Kitchen', 'Bath', 'Balcony'] },
      { title: 'Two-bedroom bay view, 112 m²', rooms: twoBed },
    ],
    ageDays: 33,
  },
  {
    slug: 'battersea-wharf',
    title: 'Battersea Wharf',
    city: 'London',
    location: 'Battersea Park Road, Battersea, London SW11, United Kingdom',
    offset: [-0.03, -0.04],
    category: 'apartment',
    type: 'under_construction',
    minPrice: '850000.00',
    maxPrice: '2900000.00',
    completionInMonths: 20,
    developerSlug: 'james-whitaker',
    outside: 'tower',
    description:
      'Riverside apartments in three brick-clad buildings around a new public garden, ten minutes’ walk from Battersea Power Station. Concierge, cycle store for every home, and a residents’ co-working floor.',
    plans: [
      { title: 'One-bedroom, 55 m²', rooms: flat },
      { title: 'Two-bedroom, 82 m²', rooms: twoBed },
      { title: 'Three-bedroom duplex, 126 m²', rooms: threeBed },
    ],
    ageDays: 45,
  },
  {
    slug: 'ancoats-mill-lofts',
    title: 'Ancoats Mill Lofts',
    city: 'Manchester',
    location: 'Redhill Street, Ancoats, Manchester M4, United Kingdom',
    offset: [0.006, 0.012],
    category: 'apartment',
    type: 'completed',
    minPrice: '310000.00',
    maxPrice: '720000.00',
    completionInMonths: -3,
    developerSlug: 'james-whitaker',
    outside: 'warehouse',
    description:
      'A Victorian cotton mill on the Rochdale Canal turned into 120 loft apartments with exposed beams, cast-iron columns and tall arched windows. Completed this year; the last homes are ready to move into.',
    plans: [
      { title: 'Canal loft, 64 m²', rooms: flat },
      { title: 'Corner loft, 98 m²', rooms: twoBed },
    ],
    ageDays: 60,
  },
  {
    slug: 'marina-crest',
    title: 'Marina Crest',
    city: 'Dubai',
    location: 'Al Marsa Street, Dubai Marina, Dubai, United Arab Emirates',
    offset: [-0.12, -0.13],
    category: 'penthouse',
    type: 'upcoming',
    minPrice: '540000.00',
    maxPrice: '2600000.00',
    completionInMonths: 36,
    developerSlug: 'priya-nair',
    outside: 'tower',
    description:
      'A slender residential tower at the tip of Dubai Marina with apartments and four full-floor penthouses, an infinity pool on the 52nd floor and a private beach club. Payment plan: 60% during construction, 40% on handover.',
    plans: [
      { title: 'One-bedroom marina view', rooms: flat },
      { title: 'Full-floor penthouse', rooms: villa },
    ],
    ageDays: 5,
  },
  {
    slug: 'saadiyat-palm-villas',
    title: 'Saadiyat Palm Villas',
    city: 'Abu Dhabi',
    location: 'Saadiyat Island, Abu Dhabi, United Arab Emirates',
    offset: [0.08, 0.06],
    category: 'villa',
    type: 'under_construction',
    minPrice: '1900000.00',
    maxPrice: '5500000.00',
    completionInMonths: 24,
    developerSlug: 'priya-nair',
    outside: 'villa',
    description:
      'Sixty-two four- and five-bedroom villas set among palm groves, a short walk from Saadiyat beach and the cultural district. Each villa has a private pool, a maid’s room and a shaded majlis.',
    plans: [
      { title: 'Four-bedroom villa, ground floor', rooms: villa },
      {
        title: 'Four-bedroom villa, first floor',
        rooms: ['Master', 'Bedroom 2', 'Bedroom 3', 'Bedroom 4', 'Bath', 'En suite', 'Terrace'],
      },
    ],
    ageDays: 27,
  },
  {
    slug: 'liberty-village-commons',
    title: 'Liberty Village Commons',
    city: 'Toronto',
    location: 'East Liberty Street, Liberty Village, Toronto, ON, Canada',
    offset: [-0.01, -0.04],
    category: 'townhouse',
    type: 'completed',
    minPrice: '780000.00',
    maxPrice: '1300000.00',
    completionInMonths: -6,
    developerSlug: 'daniel-okafor',
    outside: 'townhouse',
    description:
      'Forty stacked townhouses around a shared courtyard in Liberty Village, steps from the King streetcar. Handed over last winter; a few resale and final-release homes are available.',
    plans: [
      { title: 'Lower townhouse', rooms: twoBed },
      { title: 'Upper townhouse with roof deck', rooms: threeBed },
    ],
    ageDays: 90,
  },
  {
    slug: 'surry-hills-green',
    title: 'Surry Hills Green',
    city: 'Sydney',
    location: 'Crown Street, Surry Hills, Sydney NSW, Australia',
    offset: [-0.012, 0.008],
    category: 'apartment',
    type: 'under_construction',
    minPrice: '950000.00',
    maxPrice: '2400000.00',
    completionInMonths: 16,
    developerSlug: 'chloe-martin',
    outside: 'tower',
    description:
      'A timber-framed, eight-storey building of 56 apartments with planted balconies, a communal kitchen garden on the roof and a 7-star energy rating, a short walk from Central Station.',
    plans: [
      { title: 'One-bedroom garden, 58 m²', rooms: flat },
      { title: 'Two-bedroom, 86 m²', rooms: twoBed },
    ],
    ageDays: 14,
  },
  {
    slug: 'east-austin-workyards',
    title: 'East Austin Workyards',
    city: 'Austin',
    location: 'East 5th Street, East Austin, Austin, TX, United States',
    offset: [0.004, 0.02],
    category: 'office',
    type: 'upcoming',
    minPrice: '420000.00',
    maxPrice: '1600000.00',
    completionInMonths: 22,
    developerSlug: 'ethan-cole',
    outside: 'tower',
    description:
      'Creative offices for sale in a mid-rise block around a shaded yard with a food hall, from single studios to whole floors. Bike parking, EV charging and a rooftop event space for the whole campus.',
    plans: [
      { title: 'Studio office, 80 m²', rooms: office },
      { title: 'Half floor, 420 m²', rooms: [...office, 'Meeting 2', 'Focus rooms'] },
    ],
    ageDays: 3,
  },
];
