import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { getEnv } from '../env';

/**
 * Where uploaded and generated files live. Disk today; an S3-compatible implementation can
 * stand behind the same interface. Keys are server-generated: `folder/name.ext`, never a
 * user's file name.
 *
 * An upload is staged first (kept under a temporary name, never served) and published (moved
 * to its key) once the database rows that point to it are committed: a crash in between leaves
 * only staged files, which sweepStaging removes once they are old enough that no request of
 * another instance can still be writing them.
 */
export interface StoredMedia {
  stream: Readable;
  size: number;
}

/** What storing a file needs: seeding writes through storage itself, uploads through a batch. */
export interface MediaWriter {
  put(key: string, bytes: Buffer): Promise<void>;
}

export interface MediaStorage extends MediaWriter {
  open(key: string): Promise<StoredMedia | null>;
  /** Removes the file (a missing one is fine) and its folder once empty. */
  remove(key: string): Promise<void>;
  /** Writes the file under a staging name: not served until published. */
  stage(key: string, bytes: Buffer): Promise<void>;
  /** Moves a staged file to its key (served from then on). */
  publish(key: string): Promise<void>;
  /** Removes a staged file (a missing one is fine). */
  discard(key: string): Promise<void>;
  /** Removes staged files last written before `now - olderThanMs`; answers how many. */
  sweepStaging(olderThanMs: number, now?: number): Promise<number>;
}

const keyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isValidMediaKey(key: string): boolean {
  return keyPattern.test(key) && key.length <= 200;
}

/** The staging area's folder under the storage root (a key can never start with a dot). */
export const stagingFolder = '.staging';

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

export function createDiskStorage(rootDir: string): MediaStorage {
  const resolve = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(rootDir, key);
  };
  const stagingDir = path.join(rootDir, stagingFolder);
  const stagedFile = (key: string): string => {
    resolve(key); // validates the key
    return path.join(stagingDir, encodeURIComponent(key));
  };

  /** Renames into the key's folder; a folder removed meanwhile (last file gone) is made again. */
  async function moveInto(from: string, key: string): Promise<void> {
    const file = resolve(key);
    for (let attempt = 1; ; attempt += 1) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.rename(from, file);
        return;
      } catch (error) {
        if (errorCode(error) !== 'ENOENT' || attempt >= 3) throw error;
      }
    }
  }

  async function writeStaged(file: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(stagingDir, { recursive: true });
    await fs.writeFile(file, bytes);
  }

  return {
    async put(key, bytes) {
      const temporary = path.join(stagingDir, `${process.pid}-${randomUUID()}.tmp`);
      await writeStaged(temporary, bytes);
      await moveInto(temporary, key);
    },
    async open(key) {
      if (!isValidMediaKey(key)) return null;
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const file = resolve(key);
      await fs.rm(file, { force: true });
      // The folder goes with its last file (a listing's folder after its deletion).
      const folder = path.dirname(file);
      if (folder !== rootDir) await fs.rmdir(folder).catch(() => undefined);
    },
    stage: (key, bytes) => writeStaged(stagedFile(key), bytes),
    publish: (key) => moveInto(stagedFile(key), key),
    async discard(key) {
      await fs.rm(stagedFile(key), { force: true });
    },
    async sweepStaging(olderThanMs, now = Date.now()) {
      let names: string[];
      try {
        names = await fs.readdir(stagingDir);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(stagingDir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < now - olderThanMs) {
          await fs.rm(file, { force: true, recursive: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

let defaultStorage: MediaStorage | null = null;

export function getMediaStorage(): MediaStorage {
  defaultStorage ??= createDiskStorage(getEnv().storageDir);
  return defaultStorage;
}
