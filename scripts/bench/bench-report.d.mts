export interface BenchResult {
  p95: number | null;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  serverMaxRssBytes?: number | null;
}

export interface Check {
  label: string;
  verdict: 'PASS' | 'FAIL' | 'n/a';
  detail: string;
}

export function evaluateSearchTargets(
  rows: readonly { key: string; group?: string; result?: BenchResult }[],
  run: { driver: string; listings: number },
): Check[];
