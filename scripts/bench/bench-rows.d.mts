import type { TrafficCatalogue } from './traffic.mjs';

export interface BenchRow {
  key: string;
  label: string;
  group: 'mixed' | 'visitors' | 'single';
  headers: Record<string, string>;
  /** One URL again and again … */
  path?: string;
  /** … or a new random URL for every request. */
  nextPath?: () => string;
  isFloor?: boolean;
}

export const floorPath: string;
export const groups: Record<BenchRow['group'], string>;
export function defineRows(
  summary: { city: string; slug: string; catalogue: TrafficCatalogue },
  seed: number,
): BenchRow[];
