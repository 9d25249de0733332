import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stored file's bytes, or null when there is no file under that key. */
export async function readStoredFile(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.open(key);
  return stored ? bytesOf(stored.stream) : null;
}

/**
 * Copies the file under `from` to `to` and reads the copy back: answers true only when the copy
 * holds the same bytes, false when there is no file under `from`. The original is kept; the
 * caller removes it once nothing points to it any more.
 */
export async function copyStoredFile(
  storage: MediaStorage,
  from: string,
  to: string,
): Promise<boolean> {
  const bytes = await readStoredFile(storage, from);
  if (!bytes) return false;
  await storage.put(to, bytes);
  const copy = await readStoredFile(storage, to);
  if (!copy?.equals(bytes)) throw new Error(`The copy of ${from} at ${to} does not match it.`);
  return true;
}
