/**
 * Runs once when the Next server starts: opens the database at boot (taking the embedded
 * database's lock, applying migrations) so a second process on the same data fails at once,
 * not on its first request; then removes what uploads interrupted by a crash left staged (at
 * once and every hour while the server runs), and runs the one-off data steps (moving stored
 * files) this data set has not done yet; and starts the job queue's workers (deferred emails,
 * pushes, the nightly prune and the morning's package reminders), and follows the site
 * changes other instances announce (server/realtime/site-changes.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { openProcessDatabaseOrExit } = await import('./server/db/open-process-database');
  await openProcessDatabaseOrExit();
  const { getMediaStorage } = await import('./server/storage/media-storage');
  const { keepStagingSwept } = await import('./server/storage/staged-uploads');
  const { getLogger } = await import('./server/core/logger');
  await keepStagingSwept(getMediaStorage(), getLogger());
  const { runDataStepsAtStart } = await import('./server/db/data-steps-at-start');
  await runDataStepsAtStart(getMediaStorage(), getLogger());
  const { registerJobs } = await import('./server/register-jobs');
  const { startJobQueue } = await import('./server/jobs/job-queue');
  const { getDatabase } = await import('./server/db/client');
  registerJobs();
  await startJobQueue(await getDatabase(), { log: getLogger() });
  const { followSiteChanges } = await import('./server/realtime/site-changes');
  const { notePageServicesOf } = await import('./server/settings/note-page-services');
  await notePageServicesOf(await getDatabase());
  followSiteChanges(await getDatabase());
}
