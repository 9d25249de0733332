import type { CategoryKey, ParameterKey } from './demo-catalogue';
import type { DemoCity } from './demo-places';
import type { Random } from './random';

/** Titles and descriptions for demo listings, written from the listing's own facts. */
export interface ListingFacts {
  category: CategoryKey;
  propertyType: 'sell' | 'rent';
  city: DemoCity;
  neighbourhood: string;
  street: string;
  landmark: string;
  parameters: Partial<Record<ParameterKey, string>>;
}

type Template = (facts: ListingFacts, view: FactView) => string;

interface FactView {
  beds: string;
  baths: string;
  area: string;
  floor: string;
}

function viewOf(facts: ListingFacts): FactView {
  const area = Number(facts.parameters.area ?? '0');
  const floor = Number(facts.parameters.floor ?? '0');
  return {
    beds: facts.parameters.bedrooms ?? '1',
    baths: facts.parameters.bathrooms ?? '1',
    area: area.toLocaleString('en-US'),
    floor: ordinalFloor(floor),
  };
}

export function ordinalFloor(floor: number): string {
  if (floor === 0) return 'ground';
  const tens = floor % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][floor % 10] ?? 'th');
  return `${floor}${suffix}`;
}

const titleTemplates: Record<CategoryKey, readonly Template[]> = {
  apartment: [
    (f, v) => `Sunny ${v.beds}-bed apartment near ${f.landmark}`,
    (f, v) => `Bright ${v.beds}-bedroom apartment in ${f.neighbourhood}`,
    (f, v) => `Corner ${v.beds}-bed apartment with city views in ${f.neighbourhood}`,
    (f, v) => `Quiet ${v.beds}-bedroom apartment off ${f.street}`,
    (f, v) => `Renovated ${v.beds}-bed apartment close to ${f.landmark}`,
  ],
  house: [
    (f, v) => `Family ${v.beds}-bedroom house in ${f.neighbourhood}`,
    (f, v) => `Charming ${v.beds}-bed home with garden near ${f.landmark}`,
    (f, v) => `Detached ${v.beds}-bed house on a quiet street in ${f.neighbourhood}`,
    (f, v) => `Spacious ${v.beds}-bedroom house close to ${f.landmark}`,
  ],
  villa: [
    (f, v) => `${v.beds}-bedroom villa with private pool in ${f.neighbourhood}`,
    (f, v) => `Contemporary ${v.beds}-bed villa near ${f.landmark}`,
    (f, v) => `Garden villa with ${v.beds} bedrooms in ${f.neighbourhood}`,
  ],
  penthouse: [
    (f) => `Penthouse with skyline views in ${f.neighbourhood}`,
    (f, v) => `${v.beds}-bed penthouse with terrace near ${f.landmark}`,
    (f) => `Duplex penthouse overlooking ${f.landmark}`,
  ],
  townhouse: [
    (f, v) => `Renovated ${v.beds}-bed townhouse in ${f.neighbourhood}`,
    (f, v) => `Period townhouse with ${v.beds} bedrooms off ${f.street}`,
    (f, v) => `End-of-terrace ${v.beds}-bed townhouse near ${f.landmark}`,
  ],
  studio: [
    (f) => `Compact studio steps from ${f.landmark}`,
    (f) => `Bright studio in the heart of ${f.neighbourhood}`,
    (f) => `Modern studio on ${f.street}`,
  ],
  office: [
    (f) => `Open-plan office suite in ${f.neighbourhood}`,
    (f, v) => `${v.area} sq ft office with meeting rooms near ${f.landmark}`,
    (f) => `Light-filled office floor on ${f.street}`,
  ],
  shop: [
    (f) => `Corner retail unit on ${f.street}`,
    (f) => `High-street shop in ${f.neighbourhood}`,
    (f) => `Ground-floor shop with wide frontage near ${f.landmark}`,
  ],
  land: [
    (f, v) => `${v.area} sq ft building plot in ${f.neighbourhood}`,
    (f) => `Residential land with planning potential near ${f.landmark}`,
    (f) => `Level plot with road access on ${f.street}`,
  ],
  warehouse: [
    (f) => `Logistics warehouse with loading bays in ${f.neighbourhood}`,
    (f, v) => `${v.area} sq ft industrial unit off ${f.street}`,
    (f) => `Storage warehouse with secure yard in ${f.neighbourhood}`,
  ],
};

const openingTemplates: Record<CategoryKey, Template> = {
  apartment: (f, v) =>
    `This ${v.beds}-bedroom, ${v.baths}-bathroom apartment offers ${v.area} sq ft of living space on the ${v.floor} floor of a well-kept building in ${f.neighbourhood}.`,
  house: (f, v) =>
    `A ${v.beds}-bedroom family house in ${f.neighbourhood} with ${v.area} sq ft over two floors, ${v.baths} bathrooms and a private garden.`,
  villa: (f, v) =>
    `This ${v.beds}-bedroom villa sits on a private plot in ${f.neighbourhood}, with ${v.area} sq ft of living space arranged around a landscaped garden and pool.`,
  penthouse: (f, v) =>
    `Set on the ${v.floor} floor, this ${v.beds}-bedroom penthouse has ${v.area} sq ft of interiors and a wraparound terrace looking across ${f.city.city}.`,
  townhouse: (f, v) =>
    `A ${v.beds}-bedroom townhouse on a tree-lined street in ${f.neighbourhood}, with ${v.area} sq ft across three floors and ${v.baths} bathrooms.`,
  studio: (f, v) =>
    `A ${v.area} sq ft studio on the ${v.floor} floor with a separate shower room and a sleeping area by the window.`,
  office: (f, v) =>
    `A ${v.area} sq ft office on the ${v.floor} floor in ${f.neighbourhood}, laid out as open-plan space with meeting rooms and a kitchenette.`,
  shop: (f, v) =>
    `A ${v.area} sq ft retail unit in ${f.neighbourhood} with a fully glazed frontage onto ${f.street}.`,
  land: (f, v) =>
    `A ${v.area} sq ft plot of level land in ${f.neighbourhood}, with road access and mains utilities at the boundary.`,
  warehouse: (f, v) =>
    `A ${v.area} sq ft warehouse in ${f.neighbourhood} with dock-level loading doors, a secure yard and good links to the main roads.`,
};

const featureSentences: Record<'home' | 'work' | 'land', readonly string[]> = {
  home: [
    'The open-plan kitchen has stone worktops and integrated appliances, and the living room gets the afternoon sun.',
    'Original hardwood floors, high ceilings and large windows give every room a calm, airy feel.',
    'The main bedroom has a walk-in wardrobe and an en-suite bathroom with a rain shower.',
    'Built-in storage throughout, a laundry room and new double glazing keep day-to-day living easy.',
    'The owners renovated last year, replacing the kitchen, bathrooms, wiring and boiler.',
    'A dedicated study makes working from home comfortable, and the dining area seats eight.',
  ],
  work: [
    'Raised floors, comfort cooling and fibre broadband are already in place.',
    'The space comes with a fitted kitchenette, accessible toilets and a secure bike store.',
    'Floor-to-ceiling windows on two sides bring in natural light all day.',
    'A 24-hour access system and CCTV cover the building and the loading area.',
  ],
  land: [
    'A topographic survey and soil report are available on request.',
    'Neighbouring plots have recently been approved for family homes of up to three storeys.',
  ],
};

const closingSentences: Record<'sell' | 'rent', readonly string[]> = {
  sell: [
    'Offered with vacant possession and no onward chain.',
    'Viewings are available on weekdays and Saturday mornings.',
    'The sellers are motivated and open to reasonable offers.',
    'Building and maintenance records are available to serious buyers.',
  ],
  rent: [
    'Available from the start of next month; pets considered.',
    'The rent includes water and building maintenance; a one-month deposit applies.',
    'Minimum term of twelve months, with an option to extend.',
    'Viewings can be arranged at short notice, including evenings.',
  ],
};

function groupOf(category: CategoryKey): 'home' | 'work' | 'land' {
  if (category === 'land') return 'land';
  return category === 'office' || category === 'shop' || category === 'warehouse' ? 'work' : 'home';
}

export function listingTitle(facts: ListingFacts, random: Random): string {
  return random.pick(titleTemplates[facts.category])(facts, viewOf(facts));
}

/** Two to four sentences: what it is, maybe a feature, where it is, maybe terms. */
export function listingDescription(facts: ListingFacts, random: Random): string {
  const view = viewOf(facts);
  const sentences = [openingTemplates[facts.category](facts, view)];
  if (random.chance(0.7)) sentences.push(random.pick(featureSentences[groupOf(facts.category)]));
  sentences.push(
    random.pick([
      `${capitalise(facts.landmark)} is a short walk away, and shops and cafés line ${facts.street}.`,
      `Public transport, schools and supermarkets are all within ten minutes of the door.`,
      `${facts.neighbourhood} is one of ${facts.city.city}’s most sought-after areas, close to ${facts.landmark}.`,
    ]),
  );
  if (random.chance(0.6)) sentences.push(random.pick(closingSentences[facts.propertyType]));
  return sentences.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
