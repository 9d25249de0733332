import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { listingFieldsSchema, updateListingSchema } from '@/contracts/requests/listing-requests';
import { postProjectSchema, type NewProjectInput } from '@/contracts/requests/project-requests';
import type { UploadedFile, UploadedFiles, Viewer } from '@/server/core/route';
import type { TestDatabase } from './test-database';
import type { ListingEditor, ListingSaveInput } from '@/server/listings/listing-editor';
import type { ListingKind } from '@/server/listings/listing-kind';
import { postListing } from '@/server/listings/post-listing';
import { updateListing } from '@/server/listings/update-listing';
import { projectEditor } from '@/server/projects/project-editor';
import { propertyEditor } from '@/server/properties/property-editor';
import type { FileWork } from '@/server/listings/save-listing-files';
import { createDiskStorage } from '@/server/storage/media-storage';
import { insertCategory, insertUser } from './factories';
import { landPlotEditor } from './land-plot-kind';
import { pngImage } from './test-images';
import { pdfBytes } from './listing-test-kit';

/** What a test changes of a listing, in the fields every kind shares. */
export interface SharedChanges {
  title?: string;
  slug_id?: string;
  remove_gallery_images?: string;
  remove_documents?: string;
}

/**
 * One kind of listing as the listing-kind core's shared tests drive it: its description, and
 * saves through the core with valid fields of that kind (through the kind's own request schema
 * where it has one, as the API would).
 */
export interface KindUnderTest {
  name: string;
  kind: ListingKind;
  editor: ListingEditor<ListingSaveInput, ListingSaveInput>;
  /** The photo a new listing must come with. */
  photoField: string;
  post(
    viewer: Viewer,
    categoryId: number,
    changes?: SharedChanges,
    files?: UploadedFiles,
  ): Promise<ListingSavedDto>;
  update(
    viewer: Viewer,
    id: number,
    changes: SharedChanges,
    files?: UploadedFiles,
  ): Promise<ListingSavedDto>;
}

/** The fields every kind's form has, as a form sends them. */
const sharedFields = (categoryId: number) => ({
  title: 'Quiet corner by the river',
  description: 'A place by the river with a garden, a short walk from the station.',
  category_id: String(categoryId),
  city: 'Lisbon',
  state: 'Lisbon District',
  country: 'Portugal',
  latitude: '38.7101',
  longitude: '-9.1366',
});

function underTest<New extends ListingSaveInput & { title: string }, Edit extends ListingSaveInput>(
  database: TestDatabase,
  work: FileWork,
  test: {
    name: string;
    editor: ListingEditor<New, Edit>;
    photoField: string;
    newInput(fields: Record<string, string>): Promise<New>;
    editInput(fields: Record<string, string>): Promise<Edit & { id: number }>;
    ownFields: Record<string, string>;
  },
): KindUnderTest {
  return {
    name: test.name,
    kind: test.editor.kind,
    editor: test.editor as unknown as ListingEditor<ListingSaveInput, ListingSaveInput>,
    photoField: test.photoField,
    post: async (viewer, categoryId, changes = {}, files) => {
      const input = await test.newInput({
        ...sharedFields(categoryId),
        ...test.ownFields,
        ...changes,
      });
      const uploads = files ?? { [test.photoField]: [await photoUpload(test.photoField)] };
      return postListing(database.db, test.editor, viewer, input, uploads, work);
    },
    update: async (viewer, id, changes, files = {}) =>
      updateListing(
        database.db,
        test.editor,
        viewer,
        await test.editInput({ id: String(id), ...changes }),
        files,
        work,
      ),
  };
}

/** A photo upload as the multipart reader hands it on. */
export async function photoUpload(field: string): Promise<UploadedFile> {
  return { field, filename: 'photo.png', kind: 'png', bytes: await pngImage(400, 300) };
}

export const documentUpload = (field = 'documents'): UploadedFile => ({
  field,
  filename: 'plan.pdf',
  kind: 'pdf',
  bytes: pdfBytes(),
});

export interface ListingKindsKit {
  readonly uploadsDir: string;
  readonly kinds: readonly KindUnderTest[];
  /** A signed-in user with a complete profile (who may list), or an admin. */
  viewer(role?: Viewer['role']): Promise<Viewer>;
  category(): Promise<number>;
  /** The file work (storage) the kit's saves use. */
  readonly work: FileWork;
  /** Files stored under a listing's folder. */
  storedFiles(kind: ListingKind, listingId: number): string[];
  close(): void;
}

/** Properties, projects and the test-only land plots, saved through the core on `database`. */
export function listingKindsKit(database: TestDatabase): ListingKindsKit {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-kinds-'));
  const work: FileWork = { storage: createDiskStorage(uploadsDir) };
  const kinds = [
    underTest(database, work, {
      name: 'property',
      editor: propertyEditor,
      photoField: 'title_image',
      newInput: (fields) => listingFieldsSchema.validate(fields),
      editInput: (fields) => updateListingSchema.validate(fields),
      ownFields: { price: '250000', property_type: 'sell', address: 'Rua Augusta 100' },
    }),
    underTest(database, work, {
      name: 'project',
      editor: projectEditor,
      photoField: 'image',
      newInput: async (fields) => (await postProjectSchema.validate(fields)) as NewProjectInput,
      editInput: async (fields) => {
        const input = await postProjectSchema.validate(fields);
        return { ...input, id: Number(fields.id) };
      },
      ownFields: { type: 'upcoming', location: 'Avenida da Liberdade 1' },
    }),
    underTest(database, work, {
      name: 'land plot (a kind of the tests only)',
      editor: landPlotEditor,
      photoField: 'title_image',
      newInput: async (fields) => ({
        ...fields,
        category_id: Number(fields.category_id),
        latitude: Number(fields.latitude),
        longitude: Number(fields.longitude),
        area_square_metres: Number(fields.area_square_metres),
        title: fields.title ?? '',
        remove_gallery_images: undefined,
        remove_documents: undefined,
      }),
      editInput: async (fields) => ({
        ...fields,
        id: Number(fields.id),
        remove_gallery_images: fields.remove_gallery_images?.split(',').map(Number),
        remove_documents: fields.remove_documents?.split(',').map(Number),
        category_id: undefined,
        latitude: undefined,
        longitude: undefined,
      }),
      ownFields: { area_square_metres: '1200' },
    }),
  ];
  let users = 0;
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [path.relative(uploadsDir, full)];
        })
      : [];
  return {
    uploadsDir,
    kinds,
    work,
    async viewer(role = 'user') {
      users += 1;
      const user = await insertUser(database.db, {
        role,
        mobile: `+35191${String(users).padStart(7, '0')}`,
        profileImage: 'profiles/lister',
        address: '5 Harbour Road, Lisbon',
      });
      return { userId: user.id, sessionId: 0, role, name: user.name, signedInAt: new Date() };
    },
    category: async () => (await insertCategory(database.db)).id,
    storedFiles: (kind, id) => walk(path.join(uploadsDir, kind.media.folder, String(id))).sort(),
    close: () => fs.rmSync(uploadsDir, { recursive: true, force: true }),
  };
}
