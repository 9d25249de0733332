import { and, asc, eq, like, not, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties, propertyDocuments } from '../db/schema';
import { logLeftover, type FileWork } from '../listings/save-listing-files';
import { privateFolder } from '../media/private-media-links';
import { copyStoredFile } from '../storage/copy-stored-file';
import { newMediaId } from '../storage/image-variants';
import { propertyKind } from './property-kind';

/**
 * The rule: a premium listing's documents are stored under `private/listings/<id>/` and opened
 * only through signed links that expire (server/media/private-media-links.ts); every other
 * listing's documents under `listings/<id>/`, public. Uploads are stored in the public folder
 * and placed after the save, and a listing that becomes or stops being premium has its
 * documents moved the same way.
 */
const privatePrefix = `${privateFolder}/`;

export const isPrivateDocumentKey = (key: string): boolean => key.startsWith(privatePrefix);

/**
 * A new key for a document of this listing in the folder its premium status asks for. The name
 * is new too: keys are never reused, so a public link cached before the move can never open a
 * file written later, and two moves of the same file never write the same key.
 */
export function placedDocumentKey(listingId: number, key: string, isPremium: boolean): string {
  const extension = key.split('.').pop() ?? 'pdf';
  const folder = `${propertyKind.media.folder}/${listingId}`;
  return `${isPremium ? privatePrefix : ''}${folder}/${newMediaId()}.${extension}`;
}

interface MisplacedDocument {
  id: number;
  listingId: number;
  file: string;
  isPremium: boolean;
}

/** Documents not stored where their listing's premium status puts them (of one listing, or all). */
function findMisplacedDocuments(db: Database, listingId?: number): Promise<MisplacedDocument[]> {
  const isPrivate = like(propertyDocuments.file, `${privatePrefix}%`);
  const misplaced = or(
    and(eq(properties.isPremium, true), not(isPrivate)),
    and(eq(properties.isPremium, false), isPrivate),
  );
  const ofListing: SQL | undefined =
    listingId === undefined ? undefined : eq(propertyDocuments.listingId, listingId);
  return db
    .select({
      id: propertyDocuments.id,
      listingId: propertyDocuments.listingId,
      file: propertyDocuments.file,
      isPremium: properties.isPremium,
    })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.listingId))
    .where(and(ofListing, misplaced))
    .orderBy(asc(propertyDocuments.id));
}

/**
 * Moves one document without ever losing it: copies the file to its new key and reads the copy
 * back, switches the row only if it still points to the old key, and only then removes the old
 * file. A copy the row did not take (the document was removed or moved meanwhile) is removed.
 */
async function moveDocument(
  db: Database,
  work: FileWork,
  document: MisplacedDocument,
): Promise<boolean> {
  const target = placedDocumentKey(document.listingId, document.file, document.isPremium);
  if (!(await copyStoredFile(work.storage, document.file, target))) {
    work.log?.warn({ key: document.file }, 'a listing document to move has no stored file');
    return false;
  }
  const switched = await db
    .update(propertyDocuments)
    .set({ file: target })
    .where(and(eq(propertyDocuments.id, document.id), eq(propertyDocuments.file, document.file)))
    .returning({ id: propertyDocuments.id });
  const leftover = switched.length > 0 ? document.file : target;
  await work.storage
    .remove(leftover)
    .catch((error: unknown) => logLeftover(work.log)(error, leftover));
  return switched.length > 0;
}

/**
 * Moves the documents of one listing (after its save) or of every listing (the start-up step) to
 * where their listing's premium status puts them; answers how many moved. Safe to run again and
 * at the same time: a document already in place is not touched.
 */
export async function placePremiumDocuments(
  db: Database,
  work: FileWork,
  listingId?: number,
): Promise<number> {
  let moved = 0;
  for (const document of await findMisplacedDocuments(db, listingId)) {
    if (await moveDocument(db, work, document)) moved += 1;
  }
  return moved;
}
