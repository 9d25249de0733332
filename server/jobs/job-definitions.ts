import type { Logger } from '../core/logger';
import type { Database } from '../db/database';

/** What a job's work gets besides its payload. */
export interface JobContext {
  db: Database;
  log: Logger;
}

/**
 * One kind of deferred or scheduled work. Delivery is at least once: `work` may run again after
 * a crash or a thrown error, so its effect must be idempotent by a key of its own. Throwing
 * fails the attempt; the queue tries again with a growing delay, as its queue's options (set
 * where it is created, in migration 0021's script) say.
 */
export interface JobDefinition<Payload extends object = object> {
  /** The queue's name: `<domain>.<what>`, e.g. `chat.missed-messages-email`. */
  name: string;
  work(payload: Payload, context: JobContext): Promise<unknown>;
  /** A cron expression in UTC: the queue starts one run per tick across all instances. */
  cron?: string;
}

/**
 * The registered jobs. Next bundles server code into several chunks, so the list lives on
 * globalThis; registering a name again replaces its definition.
 */
const registryKey = Symbol.for('hearth.job-definitions');
type GlobalWithJobs = typeof globalThis & { [registryKey]?: Map<string, JobDefinition> };

function registry(): Map<string, JobDefinition> {
  const holder = globalThis as GlobalWithJobs;
  return (holder[registryKey] ??= new Map());
}

export function defineJob<Payload extends object>(definition: JobDefinition<Payload>): void {
  registry().set(definition.name, definition as unknown as JobDefinition);
}

export function jobDefinitions(): JobDefinition[] {
  return [...registry().values()];
}

export function jobDefinition(name: string): JobDefinition | undefined {
  return registry().get(name);
}
