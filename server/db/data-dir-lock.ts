import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it. The
 * first process writes its pid into `<dir>.lock`; another process fails at once with a message
 * saying which process holds it. A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  lockPath: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return { lockPath, release: () => releaseIfOurs(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder === process.pid) return { lockPath, release: () => releaseIfOurs(lockPath) };
      if (holder !== null && isRunning(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another Hearth process (pid ${holder}). ` +
            'Stop that process first, or set HEARTH_DATA_DIR to another folder, or use DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}; try again.`);
}

function releaseIfOurs(lockPath: string): void {
  if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
