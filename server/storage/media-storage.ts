import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { getEnv } from '../env';

/**
 * Where uploaded and generated files live. Disk today; an S3-compatible implementation can
 * stand behind the same interface. Keys are server-generated: `folder/name.ext`, never a
 * user's file name.
 */
export interface StoredMedia {
  stream: Readable;
  size: number;
}

export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  open(key: string): Promise<StoredMedia | null>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isValidMediaKey(key: string): boolean {
  return keyPattern.test(key) && key.length <= 200;
}

export function createDiskStorage(rootDir: string): MediaStorage {
  const resolve = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
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
      await fs.rm(resolve(key), { force: true });
    },
  };
}

let defaultStorage: MediaStorage | null = null;

export function getMediaStorage(): MediaStorage {
  defaultStorage ??= createDiskStorage(getEnv().storageDir);
  return defaultStorage;
}
