/**
 * The benchmark's cities: the demo's twelve at the head, then real towns of the same and of
 * Arabic-speaking countries (from country-state-city), 400 in all. Their shares of the
 * listings follow a long tail (Zipf–Mandelbrot, share ∝ 1 / (rank + 2)^1.2): the largest holds
 * about 10 % of the listings, the tenth about 2 %, and two thirds of them under 0.1 %, as on a
 * real portal — not twelve equal cities.
 */
import { City, Country, State } from 'country-state-city';
import { demoCities } from '@/server/db/seed/demo-places';

export interface BenchCity {
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  salePerSqft: number;
  rentPerSqft: number;
  streets: readonly string[];
  /** The city's share of the generated listings; the shares add up to 1. */
  share: number;
  /** Half of the listings in Arabic-speaking countries are written in Arabic. */
  isArabic: boolean;
  /** The name an Arabic listing uses (the Latin name where none is known). */
  arabicName: string;
}

export const benchCityCount = 400;
const tailOffset = 2;
const tailExponent = 1.2;

/** The head, largest first: every demo city, in an order that mixes the countries. */
const headOrder = [
  'New York',
  'Dubai',
  'London',
  'Los Angeles',
  'Toronto',
  'Miami',
  'Abu Dhabi',
  'Chicago',
  'Sydney',
  'Manchester',
  'Vancouver',
  'Austin',
];

interface CountryLevel {
  code: string;
  /** How many towns of this country the tail takes. */
  towns: number;
  salePerSqft: number;
  rentPerSqft: number;
  isArabic: boolean;
}

const tailCountries: readonly CountryLevel[] = [
  { code: 'US', towns: 110, salePerSqft: 260, rentPerSqft: 1.5, isArabic: false },
  { code: 'GB', towns: 55, salePerSqft: 380, rentPerSqft: 1.9, isArabic: false },
  { code: 'CA', towns: 35, salePerSqft: 330, rentPerSqft: 1.7, isArabic: false },
  { code: 'AU', towns: 28, salePerSqft: 390, rentPerSqft: 1.9, isArabic: false },
  { code: 'AE', towns: 14, salePerSqft: 300, rentPerSqft: 1.8, isArabic: true },
  { code: 'SA', towns: 60, salePerSqft: 140, rentPerSqft: 0.7, isArabic: true },
  { code: 'EG', towns: 46, salePerSqft: 60, rentPerSqft: 0.3, isArabic: true },
  { code: 'JO', towns: 22, salePerSqft: 90, rentPerSqft: 0.5, isArabic: true },
  { code: 'QA', towns: 8, salePerSqft: 250, rentPerSqft: 1.5, isArabic: true },
  { code: 'KW', towns: 10, salePerSqft: 250, rentPerSqft: 1.4, isArabic: true },
];

const arabicNames: Record<string, string> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
};

const latinStreets = ['Main Street', 'High Street', 'Park Road', 'Station Road', 'Church Lane'];
const arabicCountryStreets = ['King Fahd Road', 'Al Nahda Street', 'Corniche Road', 'Al Wahda'];

/** A stable 32-bit hash of a text, to interleave the countries' towns without Math.random. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** `count` towns of the country, spread over its alphabetical list, without duplicate names. */
function townsOf(level: CountryLevel, taken: Set<string>): Omit<BenchCity, 'share'>[] {
  const country = Country.getCountryByCode(level.code)?.name;
  if (!country) throw new Error(`country-state-city has no country ${level.code}`);
  const all = City.getCitiesOfCountry(level.code) ?? [];
  const step = Math.max(1, Math.floor(all.length / (level.towns * 2)));
  const towns: Omit<BenchCity, 'share'>[] = [];
  for (let index = 0; index < all.length && towns.length < level.towns; index += step) {
    const town = all[index];
    if (!town || taken.has(town.name.toLowerCase()) || !/^[\p{L} .'-]+$/u.test(town.name)) {
      continue;
    }
    taken.add(town.name.toLowerCase());
    const state = State.getStateByCodeAndCountry(town.stateCode, level.code)?.name ?? country;
    towns.push({
      city: town.name,
      state,
      country,
      latitude: Number(town.latitude),
      longitude: Number(town.longitude),
      salePerSqft: level.salePerSqft,
      rentPerSqft: level.rentPerSqft,
      streets: level.isArabic ? arabicCountryStreets : latinStreets,
      isArabic: level.isArabic,
      arabicName: town.name,
    });
  }
  return towns;
}

function headCities(): Omit<BenchCity, 'share'>[] {
  return headOrder.map((name) => {
    const demo = demoCities.find((city) => city.city === name);
    if (!demo) throw new Error(`The demo data has no city ${name}`);
    return {
      city: demo.city,
      state: demo.state,
      country: demo.country,
      latitude: demo.latitude,
      longitude: demo.longitude,
      salePerSqft: demo.salePerSqft,
      rentPerSqft: demo.rentPerSqft,
      streets: demo.streets,
      isArabic: demo.country === 'United Arab Emirates',
      arabicName: arabicNames[demo.city] ?? demo.city,
    };
  });
}

/** The 400 cities, largest first, with their shares. */
export function benchCities(): BenchCity[] {
  const head = headCities();
  const taken = new Set(head.map((city) => city.city.toLowerCase()));
  const tail = tailCountries
    .flatMap((level) => townsOf(level, taken))
    .sort((a, b) => hashOf(`${a.country}/${a.city}`) - hashOf(`${b.country}/${b.city}`))
    .slice(0, benchCityCount - head.length);
  const cities = [...head, ...tail];
  const weights = cities.map((_, rank) => 1 / (rank + 1 + tailOffset) ** tailExponent);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return cities.map((city, rank) => ({ ...city, share: (weights[rank] ?? 0) / sum }));
}
