import { eq } from 'drizzle-orm';
import type { Logger } from '../core/logger';
import type { MediaStorage } from '../storage/media-storage';
import type { Database } from './database';
import { dataSteps } from './schema';

/** What a data step works with: the database and the stored files. */
export interface DataStepWork {
  storage: MediaStorage;
  log: Logger;
}

/**
 * A one-off change of a data set that SQL migrations cannot make (moving stored files). It must
 * be safe to run again: a server stopped half-way runs it again at its next start, and two
 * servers starting at once may both run it.
 */
export interface DataStep {
  /** Never changes once released: the data set records it when the step has succeeded. */
  name: string;
  run(db: Database, work: DataStepWork): Promise<void>;
}

async function isDone(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .select({ name: dataSteps.name })
    .from(dataSteps)
    .where(eq(dataSteps.name, name))
    .limit(1);
  return rows.length > 0;
}

/**
 * Runs, in order, the steps this data set has not done yet and records each one that succeeds;
 * answers their names. A step that fails is logged and not recorded (it runs again at the next
 * start); the steps after it still run.
 */
export async function runDataSteps(
  db: Database,
  steps: readonly DataStep[],
  work: DataStepWork,
): Promise<string[]> {
  const done: string[] = [];
  for (const step of steps) {
    if (await isDone(db, step.name)) continue;
    try {
      await step.run(db, work);
    } catch (error) {
      work.log.error({ err: error, step: step.name }, 'a data step failed; it runs again at start');
      continue;
    }
    await db.insert(dataSteps).values({ name: step.name }).onConflictDoNothing();
    done.push(step.name);
  }
  return done;
}
