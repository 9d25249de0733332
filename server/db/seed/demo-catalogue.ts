import type { CatalogueTranslations } from '../../../contracts/dto/catalogue-translations';
import type { Database } from '../database';
import { categories, categoryParameters, facilities, parameters } from '../schema';
import type { MediaStorage } from '../../storage/media-storage';
import { storeIcon } from '../../storage/image-variants';
import { iconSvg, type IconName } from './demo-icons';

/** Categories, their parameters and the nearby facilities of the demo marketplace. */

export const parameterKeys = [
  'bedrooms',
  'bathrooms',
  'area',
  'furnishing',
  'parking',
  'floor',
  'yearBuilt',
  'amenities',
  'balcony',
] as const;
export type ParameterKey = (typeof parameterKeys)[number];

export const furnishingChoices = ['Furnished', 'Semi-furnished', 'Unfurnished'] as const;
export const yesNoChoices = ['Yes', 'No'] as const;
export const amenityChoices = ['Gym', 'Pool', 'Lift', 'Security', 'Garden'] as const;

interface ParameterDefinition {
  name: string;
  /** Arabic name and choice labels (index-aligned with `choices`). */
  arabic: { name: string; choices?: readonly string[] };
  kind: 'number' | 'dropdown' | 'radiobutton' | 'checkbox';
  choices: readonly string[];
  icon: IconName;
  isRequired: boolean;
}

const parameterDefinitions: Record<ParameterKey, ParameterDefinition> = {
  bedrooms: {
    name: 'Bedrooms',
    arabic: { name: 'غرف النوم' },
    kind: 'number',
    choices: [],
    icon: 'bed',
    isRequired: true,
  },
  bathrooms: {
    name: 'Bathrooms',
    arabic: { name: 'الحمامات' },
    kind: 'number',
    choices: [],
    icon: 'bath',
    isRequired: true,
  },
  area: {
    name: 'Area (sq ft)',
    arabic: { name: 'المساحة (قدم مربع)' },
    kind: 'number',
    choices: [],
    icon: 'area',
    isRequired: true,
  },
  furnishing: {
    name: 'Furnishing',
    arabic: { name: 'الأثاث', choices: ['مفروشة', 'مفروشة جزئياً', 'غير مفروشة'] },
    kind: 'dropdown',
    choices: furnishingChoices,
    icon: 'sofa',
    isRequired: false,
  },
  parking: {
    name: 'Parking',
    arabic: { name: 'موقف سيارات', choices: ['نعم', 'لا'] },
    kind: 'radiobutton',
    choices: yesNoChoices,
    icon: 'parking',
    isRequired: false,
  },
  floor: {
    name: 'Floor',
    arabic: { name: 'الطابق' },
    kind: 'number',
    choices: [],
    icon: 'stairs',
    isRequired: false,
  },
  yearBuilt: {
    name: 'Year built',
    arabic: { name: 'سنة البناء' },
    kind: 'number',
    choices: [],
    icon: 'calendar',
    isRequired: false,
  },
  amenities: {
    name: 'Amenities',
    arabic: {
      name: 'المرافق',
      choices: ['نادي رياضي', 'مسبح', 'مصعد', 'حراسة أمنية', 'حديقة'],
    },
    kind: 'checkbox',
    choices: amenityChoices,
    icon: 'star',
    isRequired: false,
  },
  balcony: {
    name: 'Balcony',
    arabic: { name: 'شرفة', choices: ['نعم', 'لا'] },
    kind: 'radiobutton',
    choices: yesNoChoices,
    icon: 'balcony',
    isRequired: false,
  },
};

export const categoryKeys = [
  'apartment',
  'house',
  'villa',
  'penthouse',
  'townhouse',
  'studio',
  'office',
  'shop',
  'land',
  'warehouse',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/** What a home is described by: its rooms, size, furnishing, parking. */
const homeParameters = ['bedrooms', 'bathrooms', 'area', 'furnishing', 'parking'] as const;

interface CategoryDefinition {
  name: string;
  arabicName: string;
  icon: IconName;
  /** In card order: bedrooms, bathrooms and area first where the category has them. */
  parameters: readonly ParameterKey[];
  metaDescription: string;
  metaKeywords: string;
}

export const categoryDefinitions: Record<CategoryKey, CategoryDefinition> = {
  apartment: {
    name: 'Apartment',
    arabicName: 'شقة',
    icon: 'apartment',
    parameters: [...homeParameters, 'floor', 'balcony', 'amenities', 'yearBuilt'],
    metaDescription:
      'Apartments for sale and rent, from compact one-bedroom flats to family homes with a view.',
    metaKeywords: 'apartments, flats, condos, apartments for rent, apartments for sale',
  },
  house: {
    name: 'House',
    arabicName: 'منزل',
    icon: 'house',
    parameters: [...homeParameters, 'yearBuilt', 'amenities'],
    metaDescription:
      'Detached and semi-detached family houses with gardens, garages and room to grow.',
    metaKeywords: 'houses, family homes, houses for sale, houses for rent',
  },
  villa: {
    name: 'Villa',
    arabicName: 'فيلا',
    icon: 'villa',
    parameters: [...homeParameters, 'yearBuilt', 'amenities'],
    metaDescription:
      'Spacious villas with private pools, landscaped gardens and generous living areas.',
    metaKeywords: 'villas, luxury homes, villas with pool',
  },
  penthouse: {
    name: 'Penthouse',
    arabicName: 'بنتهاوس',
    icon: 'penthouse',
    parameters: [...homeParameters, 'floor', 'balcony', 'amenities'],
    metaDescription: 'Top-floor penthouses with terraces, skyline views and concierge buildings.',
    metaKeywords: 'penthouses, luxury apartments, skyline views',
  },
  townhouse: {
    name: 'Townhouse',
    arabicName: 'تاون هاوس',
    icon: 'townhouse',
    parameters: [...homeParameters, 'yearBuilt', 'balcony'],
    metaDescription:
      'Townhouses and row houses on quiet streets close to shops, schools and transport.',
    metaKeywords: 'townhouses, row houses, terraced houses',
  },
  studio: {
    name: 'Studio',
    arabicName: 'استوديو',
    icon: 'studio',
    parameters: ['bathrooms', 'area', 'furnishing', 'floor', 'balcony', 'amenities'],
    metaDescription: 'Studios for first-time buyers, students and city professionals.',
    metaKeywords: 'studios, studio apartments, small apartments',
  },
  office: {
    name: 'Office',
    arabicName: 'مكتب',
    icon: 'office',
    parameters: ['area', 'bathrooms', 'furnishing', 'parking', 'floor', 'amenities', 'yearBuilt'],
    metaDescription:
      'Office suites and open-plan workspaces in business districts and creative quarters.',
    metaKeywords: 'offices, office space, commercial property',
  },
  shop: {
    name: 'Shop',
    arabicName: 'محل تجاري',
    icon: 'shop',
    parameters: ['area', 'parking', 'floor', 'yearBuilt'],
    metaDescription: 'Retail units and shopfronts on busy high streets and in shopping districts.',
    metaKeywords: 'shops, retail units, shopfronts, commercial property',
  },
  land: {
    name: 'Land',
    arabicName: 'أرض',
    icon: 'land',
    parameters: ['area'],
    metaDescription: 'Building plots and land with planning potential in and around the city.',
    metaKeywords: 'land, plots, building land',
  },
  warehouse: {
    name: 'Warehouse',
    arabicName: 'مستودع',
    icon: 'warehouse',
    parameters: ['area', 'parking', 'yearBuilt'],
    metaDescription: 'Warehouses and logistics units with loading bays and good road links.',
    metaKeywords: 'warehouses, industrial units, logistics space',
  },
};

export const facilityKeys = [
  'school',
  'hospital',
  'metro',
  'busStop',
  'supermarket',
  'park',
  'airport',
  'beach',
  'mall',
  'pharmacy',
  'bank',
  'restaurant',
  'gym',
  'university',
] as const;
export type FacilityKey = (typeof facilityKeys)[number];

interface FacilityDefinition {
  name: string;
  arabicName: string;
  icon: IconName;
  /** Typical distance from a home, in km. */
  distance: readonly [number, number];
}

export const facilityDefinitions: Record<FacilityKey, FacilityDefinition> = {
  school: { name: 'School', arabicName: 'مدرسة', icon: 'school', distance: [0.3, 2.5] },
  hospital: { name: 'Hospital', arabicName: 'مستشفى', icon: 'hospital', distance: [0.8, 6] },
  metro: { name: 'Metro station', arabicName: 'محطة مترو', icon: 'metro', distance: [0.2, 2] },
  busStop: { name: 'Bus stop', arabicName: 'موقف حافلات', icon: 'bus', distance: [0.1, 0.8] },
  supermarket: { name: 'Supermarket', arabicName: 'سوبر ماركت', icon: 'cart', distance: [0.2, 2] },
  park: { name: 'Park', arabicName: 'حديقة عامة', icon: 'tree', distance: [0.2, 3] },
  airport: { name: 'Airport', arabicName: 'مطار', icon: 'plane', distance: [9, 35] },
  beach: { name: 'Beach', arabicName: 'شاطئ', icon: 'beach', distance: [0.4, 8] },
  mall: { name: 'Shopping mall', arabicName: 'مركز تسوق', icon: 'bag', distance: [0.8, 7] },
  pharmacy: { name: 'Pharmacy', arabicName: 'صيدلية', icon: 'pill', distance: [0.1, 1.5] },
  bank: { name: 'Bank', arabicName: 'بنك', icon: 'bank', distance: [0.2, 2] },
  restaurant: { name: 'Restaurant', arabicName: 'مطعم', icon: 'restaurant', distance: [0.1, 1] },
  gym: { name: 'Gym', arabicName: 'نادي رياضي', icon: 'dumbbell', distance: [0.2, 2.5] },
  university: { name: 'University', arabicName: 'جامعة', icon: 'university', distance: [1, 10] },
};

export interface CatalogueIcons {
  categories: Record<CategoryKey, string>;
  parameters: Record<ParameterKey, string>;
  facilities: Record<FacilityKey, string>;
}

export interface CatalogueIds {
  categories: Record<CategoryKey, number>;
  parameters: Record<ParameterKey, number>;
  facilities: Record<FacilityKey, number>;
}

async function storeIcons<K extends string>(
  storage: MediaStorage,
  keys: readonly K[],
  iconOf: (key: K) => IconName,
  folder: string,
): Promise<Record<K, string>> {
  const entries = await Promise.all(
    keys.map(async (key) => [key, await storeIcon(storage, iconSvg(iconOf(key)), folder)] as const),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}

/** Writes every catalogue icon to storage; returns their keys. */
export async function storeCatalogueIcons(storage: MediaStorage): Promise<CatalogueIcons> {
  return {
    categories: await storeIcons(
      storage,
      categoryKeys,
      (key) => categoryDefinitions[key].icon,
      'categories',
    ),
    parameters: await storeIcons(
      storage,
      parameterKeys,
      (key) => parameterDefinitions[key].icon,
      'parameters',
    ),
    facilities: await storeIcons(
      storage,
      facilityKeys,
      (key) => facilityDefinitions[key].icon,
      'facilities',
    ),
  };
}

/** Maps each key to the id of the returned row with the key's name (RETURNING order is not promised). */
function idsByName<K extends string>(
  keys: readonly K[],
  nameOf: (key: K) => string,
  rows: readonly { id: number; name: string }[],
): Record<K, number> {
  const idOfName = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(
    keys.map((key) => {
      const id = idOfName.get(nameOf(key));
      if (id === undefined) throw new Error(`Demo catalogue row missing: ${nameOf(key)}`);
      return [key, id];
    }),
  ) as Record<K, number>;
}

function parameterTranslations(definition: ParameterDefinition): CatalogueTranslations {
  const { name, choices } = definition.arabic;
  return { ar: choices ? { name, choices: [...choices] } : { name } };
}

/** Inserts categories, parameters, their links and facilities; returns their ids by key. */
export async function insertCatalogue(tx: Database, icons: CatalogueIcons): Promise<CatalogueIds> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      categoryKeys.map((key, index) => {
        const definition = categoryDefinitions[key];
        return {
          name: definition.name,
          slugId: key,
          image: icons.categories[key],
          sequence: index,
          metaTitle: `${definition.name}s for sale and rent | Hearth`,
          metaDescription: definition.metaDescription,
          metaKeywords: definition.metaKeywords,
          translations: { ar: { name: definition.arabicName } },
        };
      }),
    )
    .returning({ id: categories.id, name: categories.slugId });
  const parameterRows = await tx
    .insert(parameters)
    .values(
      parameterKeys.map((key) => {
        const definition = parameterDefinitions[key];
        return {
          name: definition.name,
          kind: definition.kind,
          choices: [...definition.choices],
          image: icons.parameters[key],
          isRequired: definition.isRequired,
          translations: parameterTranslations(definition),
        };
      }),
    )
    .returning({ id: parameters.id, name: parameters.name });
  const facilityRows = await tx
    .insert(facilities)
    .values(
      facilityKeys.map((key) => ({
        name: facilityDefinitions[key].name,
        image: icons.facilities[key],
        translations: { ar: { name: facilityDefinitions[key].arabicName } },
      })),
    )
    .returning({ id: facilities.id, name: facilities.name });
  const ids: CatalogueIds = {
    categories: idsByName(categoryKeys, (key) => key, categoryRows),
    parameters: idsByName(parameterKeys, (key) => parameterDefinitions[key].name, parameterRows),
    facilities: idsByName(facilityKeys, (key) => facilityDefinitions[key].name, facilityRows),
  };
  await tx.insert(categoryParameters).values(
    categoryKeys.flatMap((key) =>
      categoryDefinitions[key].parameters.map((parameter, sequence) => ({
        categoryId: ids.categories[key],
        parameterId: ids.parameters[parameter],
        sequence,
      })),
    ),
  );
  return ids;
}
