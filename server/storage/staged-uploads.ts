import type { Logger } from '../core/logger';
import type { MediaStorage, MediaWriter } from './media-storage';

/**
 * The files one request stores, staged (kept under temporary names, never served) until the
 * rows pointing to them are committed, then published together; or discarded when the request
 * fails. A crash before the publish leaves only staged files, which the hourly sweep removes.
 */
export interface UploadBatch extends MediaWriter {
  /** The keys staged so far. */
  readonly keys: readonly string[];
  /** Moves every staged file to its key; a file that cannot be moved goes to `onError`. */
  publish(onError?: (error: unknown, key: string) => void): Promise<void>;
  /** Removes every staged file; a file that cannot be removed goes to `onError`. */
  discard(onError?: (error: unknown, key: string) => void): Promise<void>;
}

export function stageUploads(storage: MediaStorage): UploadBatch {
  const keys: string[] = [];
  const forEachKey = async (
    work: (key: string) => Promise<void>,
    onError: (error: unknown, key: string) => void = () => {},
  ) => {
    for (const key of keys) await work(key).catch((error: unknown) => onError(error, key));
  };
  return {
    keys,
    async put(key, bytes) {
      keys.push(key);
      await storage.stage(key, bytes);
    },
    publish: (onError) => forEachKey((key) => storage.publish(key), onError),
    discard: (onError) => forEachKey((key) => storage.discard(key), onError),
  };
}

/** Staged files older than this are leftovers: no request takes an hour to commit. */
export const stagingMaxAgeMs = 60 * 60 * 1000;

/**
 * Removes what uploads interrupted by a crash left in the staging area. Only files older than
 * an hour go: another instance sharing the storage may be in the middle of an upload.
 */
export function sweepStagedUploads(storage: MediaStorage, now = Date.now()): Promise<number> {
  return storage.sweepStaging(stagingMaxAgeMs, now);
}

/** Sweeps once; a failure is only logged (the next sweep tries again). */
async function sweepAndLog(storage: MediaStorage, log: Logger, now: number): Promise<void> {
  try {
    const removed = await sweepStagedUploads(storage, now);
    if (removed > 0) log.info({ removed }, 'removed files of uploads interrupted by a crash');
  } catch (error) {
    log.warn({ err: error }, 'the staging area of uploads could not be swept');
  }
}

export interface StagingSweepOptions {
  /** How often to sweep while the server runs: hourly, so leftovers never pile up. */
  intervalMs?: number;
  /** The clock the age of staged files is measured by (tests move it forward). */
  clock?: () => number;
}

/**
 * At server start (instrumentation.ts): sweeps the staging area at once and then every hour
 * while the server runs, so a request killed midway (a crash of one instance, a restart) leaves
 * nothing for long even on a server that is never restarted. The timer never keeps the process
 * alive; the answer stops it.
 */
export async function keepStagingSwept(
  storage: MediaStorage,
  log: Logger,
  options: StagingSweepOptions = {},
): Promise<() => void> {
  const { intervalMs = stagingMaxAgeMs, clock = Date.now } = options;
  await sweepAndLog(storage, log, clock());
  let sweeping: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A slow sweep (a large remote bucket) is never run twice at once.
    sweeping ??= sweepAndLog(storage, log, clock()).finally(() => {
      sweeping = null;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
