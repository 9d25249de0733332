export function parseServerTiming(header: string | null | undefined): Record<string, number>;
