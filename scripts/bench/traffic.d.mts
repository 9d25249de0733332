export interface TrafficCatalogue {
  cities: { city: string; state: string; country: string; listings: number }[];
  states: string[];
  countries: string[];
  categories: { id: number; slug: string }[];
  parameters: { id: number; kind: string; values: string[] }[];
  prices: { sell: number[]; rent: number[] };
  slugs: string[];
  /** Absent in catalogues of older bench databases: the project rows then have nothing to draw. */
  projects?: { cities: { city: string; projects: number }[]; slugs: string[] };
}

export interface TrafficOptions {
  textShare?: number;
  textOnly?: boolean;
}

export type Random = () => number;

export function createRandom(seed: number): Random;
export const searchTerms: Record<'english' | 'typos' | 'arabic' | 'arabicVariants', string[]>;
export function searchText(random: Random): string;
export function randomFilters(
  random: Random,
  catalogue: TrafficCatalogue,
  options?: TrafficOptions,
): Record<string, string | number>;
export function apiPath(
  random: Random,
  catalogue: TrafficCatalogue,
  options?: TrafficOptions,
): string;
export function listPath(
  random: Random,
  catalogue: TrafficCatalogue,
  options?: TrafficOptions,
): string;
export function detailPath(random: Random, catalogue: TrafficCatalogue): string;
export function firstVisitDetailPaths(
  random: Random,
  catalogue: TrafficCatalogue,
  served: string[],
): () => string;
export function generatedDetailPaths(
  random: Random,
  catalogue: TrafficCatalogue,
  served: string[],
): () => string;
export function projectListPath(random: Random, catalogue: TrafficCatalogue): string;
export function firstVisitProjectPaths(random: Random, catalogue: TrafficCatalogue): () => string;
