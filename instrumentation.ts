/**
 * Runs once when the Next server starts: opens the database at boot (taking the embedded
 * database's lock, applying migrations) so a second process on the same data fails at once,
 * not on its first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { openProcessDatabaseOrExit } = await import('./server/db/open-process-database');
  await openProcessDatabaseOrExit();
}
