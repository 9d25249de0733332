import { fileKindExtensions, type FileKind } from '../core/detect-file-kind';
import { newMediaId } from './image-variants';
import type { MediaWriter } from './media-storage';

/** Stores a file as it is, under a server-generated name: `folder/<id>.<ext of its kind>`. */
export async function storeFile(
  storage: MediaWriter,
  bytes: Buffer,
  folder: string,
  kind: FileKind,
): Promise<string> {
  const key = `${folder}/${newMediaId()}.${fileKindExtensions[kind]}`;
  await storage.put(key, bytes);
  return key;
}
