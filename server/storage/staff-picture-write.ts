import type { AnyObject, ObjectSchema } from 'yup';
import {
  staffWrite,
  type RouteDefinition,
  type RouteResult,
  type StaffAudit,
  type StaffRoles,
  type UploadedFile,
} from '../core/route';
import type { Database } from '../db/database';
import { getMediaStorage, type MediaStorage } from './media-storage';

/** What a save with a picture works with beside its input: where files go, and its audit. */
export interface PictureSaveContext {
  storage: MediaStorage;
  audit: StaffAudit;
}

interface StaffPictureWriteOptions<B extends AnyObject, T> {
  body: ObjectSchema<B>;
  /** The most the picture may weigh. */
  maxBytes: number;
  message: string;
  save(
    db: Database,
    body: B,
    picture: UploadedFile | undefined,
    context: PictureSaveContext,
  ): Promise<RouteResult<T>>;
}

/**
 * A staff write (`POST admin/categories`) whose multipart body may carry a picture in `image`:
 * a PNG, JPEG or WebP file of at most `maxBytes`, handed to `save` with the media storage.
 */
export function staffPictureWrite<B extends AnyObject, T>(
  path: string,
  roles: StaffRoles,
  options: StaffPictureWriteOptions<B, T>,
): RouteDefinition {
  return staffWrite(path, roles, {
    body: options.body,
    uploads: [{ field: 'image', maxBytes: options.maxBytes, kinds: ['png', 'jpeg', 'webp'] }],
    message: options.message,
    write: ({ db, body, files, audit }) =>
      options.save(db, body, files.image?.[0], { storage: getMediaStorage(), audit }),
  });
}
