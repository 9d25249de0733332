export const usage: string;
export function parseBenchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> & { help: boolean };
export function selectRows<T extends { key: string; label: string }>(
  rows: readonly T[],
  wanted: string | null,
): T[];
