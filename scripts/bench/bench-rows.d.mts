import type { TrafficCatalogue } from './traffic.mjs';

export interface BenchRow {
  key: string;
  label: string;
  group: 'mixed' | 'visitors' | 'single' | 'realtime';
  headers?: Record<string, string>;
  /** One URL again and again … */
  path?: string;
  /** … or a new random URL for every request. */
  nextPath?: () => string;
  isFloor?: boolean;
  /** The realtime row (scripts/bench/realtime-bench.mjs), no HTTP load. */
  isRealtime?: boolean;
}

export const floorPath: string;
export const groups: Record<Exclude<BenchRow['group'], 'realtime'>, string>;
export function defineRows(
  summary: { city: string; slug: string; catalogue: TrafficCatalogue },
  seed: number,
): BenchRow[];
