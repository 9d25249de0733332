import type { Logger } from '../core/logger';
import { placePremiumDocuments } from '../properties/premium-documents';
import type { MediaStorage } from '../storage/media-storage';
import { getDatabase } from './client';
import { runDataSteps, type DataStep } from './data-steps';

/** Every data step, oldest first. Names are never changed or reused. */
export const dataStepsAtStart: readonly DataStep[] = [
  {
    // Premium listings' documents were public, cached for a year: they move to `private/`.
    name: '0001-premium-documents-private',
    run: async (db, work) => {
      const moved = await placePremiumDocuments(db, work);
      work.log.info({ moved }, 'moved the documents of premium listings to the private folder');
    },
  },
];

/** At server start (instrumentation.ts), after the migrations: the data steps not done yet. */
export async function runDataStepsAtStart(storage: MediaStorage, log: Logger): Promise<void> {
  try {
    await runDataSteps(await getDatabase(), dataStepsAtStart, { storage, log });
  } catch (error) {
    log.error({ err: error }, 'the data steps could not be run');
  }
}
