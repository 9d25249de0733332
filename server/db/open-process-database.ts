import { getDatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';

/** Opens the process database at server start; a held lock ends the process with its message. */
export async function openProcessDatabaseOrExit(): Promise<void> {
  try {
    await getDatabaseHandle();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`✖ ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
