import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface SharedPageCache {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    refreshRequest?: (req: IncomingMessage) => Promise<unknown>,
  ): Promise<unknown>;
  purge(): void;
  stats(): { entries: number; bytes: number };
}

export function createSharedPageCache(
  handler: PageHandler,
  options?: { maxBytes?: number; maxEntries?: number; skipPrefixes?: string[]; now?: () => number },
): SharedPageCache;

export function sharedCacheLifetime(
  cacheControl: unknown,
): { sMaxAge: number; staleWhileRevalidate: number } | null;

export function pickEncoding(acceptEncoding: unknown): 'br' | 'gzip' | 'identity';
