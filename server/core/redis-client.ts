import { Redis } from 'ioredis';

let shared: { url: string; client: Redis } | null = null;

/**
 * The process's Redis connection for REDIS_URL (rate limits shared by every instance). A command
 * waits for at most one reconnection before it fails, so callers fall back instead of hanging.
 */
export function redisClientFor(url: string): Redis {
  if (shared?.url !== url) {
    shared?.client.disconnect();
    shared = {
      url,
      client: new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
    };
  }
  return shared.client;
}

/** Closes the connection (tests, shutdown). */
export async function closeRedisClient(): Promise<void> {
  const current = shared;
  shared = null;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}
