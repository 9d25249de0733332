import { slugify } from '../../../utils/slug';
import {
  amenityChoices,
  categoryDefinitions,
  facilityDefinitions,
  facilityKeys,
  furnishingChoices,
  type CategoryKey,
  type FacilityKey,
  type ParameterKey,
} from './demo-catalogue';
import { demoCities, type DemoCity } from './demo-places';
import { listingDescription, listingTitle, type ListingFacts } from './demo-property-text';
import { demoUsers } from './demo-users';
import { createRandom, type Random } from './random';

/** Everything about one demo listing except database ids and stored file keys. */
export interface PropertyPlan {
  slug: string;
  title: string;
  description: string;
  address: string;
  city: DemoCity;
  latitude: number;
  longitude: number;
  price: string;
  category: CategoryKey;
  propertyType: 'sell' | 'rent';
  rentDuration: 'daily' | 'monthly' | 'quarterly' | 'yearly' | null;
  listingStatus: 'available' | 'sold' | 'rented';
  reviewStatus: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  isActive: boolean;
  isPremium: boolean;
  ownerSlug: string;
  parameters: Partial<Record<ParameterKey, string>>;
  facilities: { key: FacilityKey; distance: string }[];
  meta: { title: string; description: string; keywords: string } | null;
  totalViews: number;
  totalLikes: number;
  /** How long before the seeding the listing was created, in days. */
  ageDays: number;
}

/** How many listings each city gets (100 in all). */
const listingsPerCity: Readonly<Record<string, number>> = {
  'New York': 12,
  'Los Angeles': 10,
  Miami: 9,
  Chicago: 8,
  London: 11,
  Manchester: 7,
  Dubai: 10,
  'Abu Dhabi': 6,
  Toronto: 8,
  Vancouver: 6,
  Sydney: 8,
  Austin: 5,
};

const categoryMix: Readonly<Record<CategoryKey, number>> = {
  apartment: 22,
  house: 14,
  villa: 8,
  penthouse: 7,
  townhouse: 9,
  studio: 8,
  office: 10,
  shop: 8,
  land: 6,
  warehouse: 8,
};

/** Share of listings offered for sale (the rest are for rent). */
const saleShare: Readonly<Record<CategoryKey, number>> = {
  apartment: 0.55,
  house: 0.7,
  villa: 0.65,
  penthouse: 0.7,
  townhouse: 0.6,
  studio: 0.35,
  office: 0.4,
  shop: 0.45,
  land: 0.9,
  warehouse: 0.5,
};

const rejectionReasons = [
  'The photos show a different building from the address given. Please upload photos of this property.',
  'The price does not include the mandatory service charge. Please state the full price and resubmit.',
];

/** Builds the same 100 listing plans on every run. */
export function planDemoProperties(seed = 7): PropertyPlan[] {
  const random = createRandom(seed);
  const cities = demoCities.flatMap((city) =>
    Array.from({ length: listingsPerCity[city.city] ?? 0 }, () => city),
  );
  const categories = random.shuffle(
    (Object.keys(categoryMix) as CategoryKey[]).flatMap((key) =>
      Array.from({ length: categoryMix[key] }, () => key),
    ),
  );
  const slugs = new Set<string>();
  const plans = cities.map((city, index) =>
    planOne(city, fitCategory(categories[index] ?? 'apartment', city), random, slugs),
  );
  assignOwners(plans, random);
  assignStatuses(plans, random);
  return plans;
}

/** Keeps villas out of the cities where a villa listing would look odd. */
function fitCategory(category: CategoryKey, city: DemoCity): CategoryKey {
  const noVillas = ['New York', 'Chicago', 'Manchester', 'Toronto'];
  return category === 'villa' && noVillas.includes(city.city) ? 'house' : category;
}

function planOne(
  city: DemoCity,
  category: CategoryKey,
  random: Random,
  slugs: Set<string>,
): PropertyPlan {
  const propertyType = random.chance(saleShare[category]) ? 'sell' : 'rent';
  const facts: ListingFacts = {
    category,
    propertyType,
    city,
    neighbourhood: random.pick(city.neighbourhoods),
    street: random.pick(city.streets),
    landmark: random.pick(city.landmarks),
    parameters: parameterValues(category, random),
  };
  const title = listingTitle(facts, random);
  const rentDuration = propertyType === 'rent' ? pickRentDuration(category, random) : null;
  const plan: PropertyPlan = {
    slug: uniqueSlug(title, random, slugs),
    title,
    description: listingDescription(facts, random),
    address: `${random.int(2, 980)} ${facts.street}, ${facts.neighbourhood}`,
    city,
    ...jitter(city, random),
    price: priceFor(city, category, facts.parameters, rentDuration, random),
    category,
    propertyType,
    rentDuration,
    listingStatus: 'available',
    reviewStatus: 'approved',
    rejectionReason: null,
    isActive: true,
    isPremium: false,
    ownerSlug: '',
    parameters: facts.parameters,
    facilities: pickFacilities(city, random),
    meta: null,
    totalViews: 0,
    totalLikes: 0,
    ageDays: random.float(1, 120),
  };
  if (random.chance(0.4)) {
    plan.meta = {
      title: `${title} | ${city.city} | Hearth`,
      description: plan.description.split('. ')[0]?.replace(/\.?$/, '.') ?? title,
      keywords: [
        categoryDefinitions[category].name.toLowerCase(),
        city.city,
        facts.neighbourhood,
        propertyType === 'sell' ? 'for sale' : 'for rent',
      ].join(', '),
    };
  }
  return plan;
}

function uniqueSlug(title: string, random: Random, slugs: Set<string>): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const suffix = Array.from({ length: 5 }, () => random.pick([...alphabet])).join('');
    const slug = `${slugify(title)}-${suffix}`;
    if (!slugs.has(slug)) {
      slugs.add(slug);
      return slug;
    }
  }
}

/** A point within about 4 km of the city centre. */
function jitter(city: DemoCity, random: Random): { latitude: number; longitude: number } {
  const dLat = random.float(-0.035, 0.035);
  const dLng = random.float(-0.035, 0.035) / Math.cos((city.latitude * Math.PI) / 180);
  const round = (value: number): number => Math.round(value * 1e6) / 1e6;
  return { latitude: round(city.latitude + dLat), longitude: round(city.longitude + dLng) };
}

interface Sizes {
  beds: readonly [number, number];
  area: readonly [number, number];
}

const sizes: Record<CategoryKey, Sizes> = {
  apartment: { beds: [1, 3], area: [550, 1400] },
  house: { beds: [3, 5], area: [1600, 3500] },
  villa: { beds: [4, 7], area: [3500, 8000] },
  penthouse: { beds: [3, 5], area: [2200, 5000] },
  townhouse: { beds: [2, 4], area: [1400, 2600] },
  studio: { beds: [0, 0], area: [350, 550] },
  office: { beds: [0, 0], area: [800, 6000] },
  shop: { beds: [0, 0], area: [400, 2500] },
  land: { beds: [0, 0], area: [5000, 45000] },
  warehouse: { beds: [0, 0], area: [8000, 60000] },
};

function parameterValues(
  category: CategoryKey,
  random: Random,
): Partial<Record<ParameterKey, string>> {
  const size = sizes[category];
  const beds = random.int(size.beds[0], size.beds[1]);
  const roundTo = size.area[1] > 10000 ? 500 : 10;
  // More bedrooms, more space: the bedroom count sets most of where the area falls in its range.
  const span = size.beds[1] - size.beds[0];
  const share =
    span === 0 ? random.next() : ((beds - size.beds[0]) / span) * 0.7 + random.next() * 0.3;
  const area =
    Math.round((size.area[0] + share * (size.area[1] - size.area[0])) / roundTo) * roundTo;
  const all: Record<ParameterKey, string> = {
    bedrooms: String(beds),
    bathrooms: String(Math.max(1, Math.min(beds, beds - 1 + random.int(0, 2)))),
    area: String(area),
    furnishing: random.pick(furnishingChoices),
    parking: random.chance(category === 'studio' ? 0.3 : 0.7) ? 'Yes' : 'No',
    floor: String(floorFor(category, random)),
    yearBuilt: String(random.int(category === 'townhouse' ? 1890 : 1960, 2023)),
    amenities: amenitiesFor(category, random),
    balcony: random.chance(0.6) ? 'Yes' : 'No',
  };
  if (category === 'office') all.bathrooms = String(Math.max(1, Math.round(area / 1500)));
  const wanted = categoryDefinitions[category].parameters;
  return Object.fromEntries(wanted.map((key) => [key, all[key]]));
}

function floorFor(category: CategoryKey, random: Random): number {
  if (category === 'penthouse') return random.int(18, 62);
  // Floors count from 1 at street level, as the form's floor field does: a shop is at street
  // level or one floor up, never "Floor 0".
  if (category === 'shop') return random.chance(0.85) ? 1 : 2;
  if (category === 'office') return random.int(2, 30);
  return random.int(1, 24);
}

function amenitiesFor(category: CategoryKey, random: Random): string {
  const chosen = new Set<string>(random.sample(amenityChoices, random.int(1, 3)));
  if (category === 'villa') ['Pool', 'Garden', 'Security'].forEach((item) => chosen.add(item));
  if (category === 'penthouse') ['Lift', 'Security'].forEach((item) => chosen.add(item));
  if (category === 'house') chosen.add('Garden');
  return amenityChoices.filter((item) => chosen.has(item)).join(', ');
}

function pickRentDuration(category: CategoryKey, random: Random): PropertyPlan['rentDuration'] {
  const roll = random.next();
  if (
    category === 'office' ||
    category === 'shop' ||
    category === 'warehouse' ||
    category === 'land'
  ) {
    return roll < 0.4 ? 'yearly' : roll < 0.6 ? 'quarterly' : 'monthly';
  }
  if ((category === 'apartment' || category === 'studio' || category === 'villa') && roll < 0.14) {
    return 'daily';
  }
  return roll > 0.9 ? 'yearly' : 'monthly';
}

const categoryPriceFactor: Record<CategoryKey, number> = {
  apartment: 1,
  house: 0.9,
  villa: 1.15,
  penthouse: 1.6,
  townhouse: 0.95,
  studio: 1.1,
  office: 0.75,
  shop: 0.9,
  land: 0.12,
  warehouse: 0.22,
};

function priceFor(
  city: DemoCity,
  category: CategoryKey,
  parameters: Partial<Record<ParameterKey, string>>,
  rentDuration: PropertyPlan['rentDuration'],
  random: Random,
): string {
  const area = Number(parameters.area ?? '1000');
  const factor = categoryPriceFactor[category] * random.float(0.85, 1.2);
  if (rentDuration === null) {
    const price = area * city.salePerSqft * factor;
    const step = price >= 1_000_000 ? 5000 : 1000;
    return (Math.round(price / step) * step).toFixed(2);
  }
  const monthly = area * city.rentPerSqft * factor;
  const amount: Record<NonNullable<PropertyPlan['rentDuration']>, [number, number]> = {
    daily: [(monthly / 30) * 1.8, 5],
    monthly: [monthly, monthly >= 10_000 ? 100 : 25],
    quarterly: [monthly * 3, 100],
    yearly: [monthly * 12 * 0.95, 500],
  };
  const [value, step] = amount[rentDuration];
  return (Math.round(value / step) * step).toFixed(2);
}

function pickFacilities(city: DemoCity, random: Random): PropertyPlan['facilities'] {
  const candidates = facilityKeys.filter((key) => key !== 'beach' || city.isCoastal);
  return random.sample(candidates, random.int(2, 5)).map((key) => {
    const [min, max] = facilityDefinitions[key].distance;
    return { key, distance: (Math.round(random.float(min, max) * 10) / 10).toFixed(2) };
  });
}

function assignOwners(plans: PropertyPlan[], random: Random): void {
  const agents = demoUsers.filter((user) => user.isAgent);
  const sellers = demoUsers.filter((user) => !user.isAgent && user.mobile && user.address);
  for (const plan of plans) {
    const agent =
      agents.find((user) => user.cities.includes(plan.city.city)) ?? random.pick(agents);
    plan.ownerSlug = agent.slug;
  }
  const homes: readonly CategoryKey[] = ['apartment', 'house', 'villa', 'townhouse', 'studio'];
  for (const seller of sellers) {
    const own = plans.filter(
      (plan) => plan.city.city === seller.city && homes.includes(plan.category),
    );
    for (const plan of random.sample(own, random.int(1, 2))) plan.ownerSlug = seller.slug;
  }
}

function assignStatuses(plans: PropertyPlan[], random: Random): void {
  const order = random.shuffle(plans);
  const pending = order.slice(0, 6);
  const rejected = order.slice(6, 8);
  for (const plan of pending) {
    plan.reviewStatus = 'pending';
    plan.ageDays = random.float(0.2, 6);
  }
  rejected.forEach((plan, index) => {
    plan.reviewStatus = 'rejected';
    plan.rejectionReason = rejectionReasons[index % rejectionReasons.length] ?? null;
    plan.ageDays = random.float(5, 30);
  });
  const approved = order.slice(8);
  approved.slice(0, 3).forEach((plan) => (plan.isActive = false));
  approved
    .slice(3)
    .filter((plan) => plan.propertyType === 'sell')
    .slice(0, 3)
    .forEach((plan) => (plan.listingStatus = 'sold'));
  approved
    .slice(3)
    .filter((plan) => plan.propertyType === 'rent')
    .slice(0, 3)
    .forEach((plan) => (plan.listingStatus = 'rented'));
  approved
    .filter((plan) => plan.isActive && plan.listingStatus === 'available')
    .slice(0, 10)
    .forEach((plan) => (plan.isPremium = true));
  for (const plan of plans) {
    const maturity = Math.min(1, plan.ageDays / 60);
    plan.totalViews =
      plan.reviewStatus === 'approved' ? Math.round(random.int(40, 2500) * maturity) : 0;
    plan.totalLikes = Math.min(150, Math.round(plan.totalViews * random.float(0.01, 0.07)));
  }
}
