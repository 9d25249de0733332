/**
 * Run by tests/server/storage/crash-during-upload.test.ts in a child process:
 *   node --import tsx tests/support/crash-during-upload-child.ts <uploadsDir> <markerFile> <listing|profile>
 * It posts a listing (or changes the profile photo) through the real service on an embedded
 * database and disk storage, and freezes the process at the first database write after a file
 * was stored: the commit point. The marker file then lists the staged keys; the parent kills
 * the process with SIGKILL there, as a crash would.
 */
import fs from 'node:fs';
import { updateProfile } from '@/server/accounts/update-profile';
import type { Database } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import { getLogger } from '@/server/core/logger';
import type { UploadedFile, Viewer } from '@/server/core/route';
import { postListing } from '@/server/listings/post-listing';
import { propertyEditor } from '@/server/properties/property-editor';
import { createDiskStorage, type MediaStorage } from '@/server/storage/media-storage';
import { insertCategory, insertUser } from './factories';
import { pngImage } from './test-images';

const [uploadsDir, markerFile, scenario] = process.argv.slice(2) as [string, string, string];

const writes = new Set(['transaction', 'insert', 'update', 'delete', 'execute']);

/** Blocks the whole process for good, after saying which files it had stored. */
function freeze(staged: readonly string[]): never {
  fs.writeFileSync(markerFile, JSON.stringify(staged));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  throw new Error('unreachable');
}

function freezingAtCommit(db: Database, storage: MediaStorage) {
  const staged: string[] = [];
  const watchedStorage: MediaStorage = {
    ...storage,
    stage: async (key, bytes) => {
      await storage.stage(key, bytes);
      staged.push(key);
    },
  };
  const watchedDb = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && writes.has(property) && staged.length > 0) {
        freeze(staged);
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: watchedDb, storage: watchedStorage };
}

/** A minimal, complete PDF (listing-test-kit has one, but it imports vitest). */
const pdfBytes = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

const photoFile = async (field: string): Promise<UploadedFile> => ({
  field,
  filename: 'photo.png',
  kind: 'png',
  bytes: await pngImage(400, 300),
});

async function main(): Promise<void> {
  const handle = await openDatabase({ driver: 'pglite', inMemory: true });
  const user = await insertUser(handle.db, {
    mobile: '+15551230000',
    profileImage: 'profiles/before',
    address: '5 Harbour Road, Lisbon',
  });
  const viewer: Viewer = {
    userId: user.id,
    sessionId: 0,
    role: 'user',
    name: user.name,
    signedInAt: new Date(),
  };
  const category = await insertCategory(handle.db);
  const watched = freezingAtCommit(handle.db, createDiskStorage(uploadsDir));
  if (scenario === 'profile') {
    await updateProfile(watched.db, viewer, {}, await photoFile('profile'), {
      storage: watched.storage,
      log: getLogger(),
    });
  } else {
    const input = await listingFieldsSchema.validate({
      title: 'Flat by the river',
      description: 'Two bedrooms and a balcony.',
      price: '250000',
      category_id: category.id,
      property_type: 'sell',
      city: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      address: 'Rua Augusta 100',
      latitude: 38.71,
      longitude: -9.13,
    });
    await postListing(
      watched.db,
      propertyEditor,
      viewer,
      input,
      {
        title_image: [await photoFile('title_image')],
        gallery_images: [await photoFile('gallery_images')],
        documents: [{ field: 'documents', filename: 'plan.pdf', kind: 'pdf', bytes: pdfBytes() }],
      },
      { storage: watched.storage },
    );
  }
  // Reaching this line means the commit point was never met.
  fs.writeFileSync(markerFile, 'finished without freezing');
  await handle.close();
}

void main().catch((error: unknown) => {
  fs.writeFileSync(markerFile, `failed: ${String(error)}`);
  process.exit(1);
});
