import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import type { Database } from '@/server/db/database';
import {
  properties,
  propertyDocuments,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  type users,
} from '@/server/db/schema';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import type { ApiTestResponse } from './api-test-server';
import {
  setUpAccountsTestKit,
  uniqueMobile,
  type AccountsTestKit,
  type UploadFile,
} from './accounts-test-kit';
import {
  insertCategory,
  insertFacility,
  insertParameter,
  insertSession,
  insertUser,
  putSetting,
} from './factories';
import { pngImage } from './test-images';

/** A signed-in user made directly in the database (faster than registering). */
export interface Lister {
  id: number;
  token: string;
}

export interface ListingCatalogue {
  categoryId: number;
  parameterIds: number[];
  facilityIds: number[];
}

export interface ListingTestKit extends AccountsTestKit {
  readonly db: Database;
  /** Where uploads are stored (the disk storage's root). */
  readonly uploadsDir: string;
  /** A user with a complete profile (the default), or whatever `values` say. */
  lister(values?: Partial<typeof users.$inferInsert>): Promise<Lister>;
  admin(): Promise<Lister>;
  /** A category with two number parameters, and two facilities. */
  catalogue(): Promise<ListingCatalogue>;
  /** Every field post_property needs, as multipart text. */
  fields(catalogue: ListingCatalogue, overrides?: Record<string, string>): Record<string, string>;
  post(
    token: string,
    fields: Record<string, string>,
    files?: UploadFile[],
  ): Promise<ApiTestResponse<ListingSavedDto>>;
  update(
    token: string,
    fields: Record<string, string>,
    files?: UploadFile[],
  ): Promise<ApiTestResponse<ListingSavedDto | null>>;
  /** A valid new listing (with a title photo) by this user; answers its saved DTO. */
  postListing(
    lister: Lister,
    overrides?: Record<string, string>,
    files?: UploadFile[],
  ): Promise<ListingSavedDto>;
  setting(key: string, value: unknown): Promise<void>;
  /** Files stored under listings/<id>/ (relative to the uploads dir), sorted. */
  filesOf(listingId: number): string[];
  /** Every file stored under listings/ (relative to the uploads dir), sorted. */
  allListingFiles(): string[];
  /** The listing's row and child rows as they are in the database. */
  snapshot(listingId: number): Promise<ListingSnapshot>;
}

export interface ListingSnapshot {
  row: typeof properties.$inferSelect | null;
  images: (typeof propertyImages.$inferSelect)[];
  documents: (typeof propertyDocuments.$inferSelect)[];
  parameters: (typeof propertyParameters.$inferSelect)[];
  facilities: (typeof propertyFacilities.$inferSelect)[];
}

export const photo = async (
  field = 'title_image',
  width = 400,
  height = 300,
  filename = 'photo.png',
): Promise<UploadFile> => ({
  field,
  filename,
  bytes: await pngImage(width, height),
  type: 'image/png',
});

/** A minimal, complete PDF (header to %%EOF). */
export function pdfBytes(text = 'Floor plan'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

export const documentFile = (filename = 'plan.pdf', bytes = pdfBytes()): UploadFile => ({
  field: 'documents',
  filename,
  bytes,
  type: 'application/pdf',
});

function walk(dir: string, root: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, root) : [path.relative(root, full)];
  });
}

const completeProfile = () => ({
  name: 'Lena Lister',
  mobile: uniqueMobile(),
  profileImage: 'profiles/lister',
  address: '5 Harbour Road, Lisbon',
});

/**
 * The listings test rig: the accounts kit (fresh database, real API, temporary data dir) plus
 * quick listers, a small catalogue, valid form fields and a view of the stored files.
 */
export function setUpListingTestKit(env: Record<string, string> = {}): ListingTestKit {
  const kit = setUpAccountsTestKit(env) as ListingTestKit;
  const more: Omit<ListingTestKit, keyof AccountsTestKit> = {
    get db() {
      return kit.handle.db;
    },
    get uploadsDir() {
      return path.join(kit.dataDir, 'uploads');
    },
    async lister(values = {}) {
      const user = await insertUser(kit.handle.db, { ...completeProfile(), ...values });
      return { id: user.id, token: await insertSession(kit.handle.db, user.id) };
    },
    admin: () => kit.lister({ role: 'admin' }),
    async catalogue() {
      const category = await insertCategory(kit.handle.db);
      const linked = [{ categoryId: category.id }];
      const bedrooms = await insertParameter(kit.handle.db, { name: 'Bedrooms' }, linked);
      const area = await insertParameter(kit.handle.db, { name: 'Area' }, linked);
      const school = await insertFacility(kit.handle.db, { name: 'School' });
      const metro = await insertFacility(kit.handle.db, { name: 'Metro' });
      return {
        categoryId: category.id,
        parameterIds: [bedrooms.id, area.id],
        facilityIds: [school.id, metro.id],
      };
    },
    fields(catalogue, overrides = {}) {
      return {
        title: 'Sunny flat by the river',
        description: 'Two bedrooms, a balcony over the river and a short walk to the metro.',
        price: '250000.50',
        category_id: String(catalogue.categoryId),
        property_type: 'sell',
        city: 'Lisbon',
        state: 'Lisbon District',
        country: 'Portugal',
        address: 'Rua Augusta 100, 1100-053 Lisbon, Portugal',
        latitude: '38.7101',
        longitude: '-9.1366',
        ...overrides,
      };
    },
    post: (token, fields, files = []) =>
      kit.upload<ListingSavedDto>('post_property', { token, fields, files }),
    update: (token, fields, files = []) =>
      kit.upload<ListingSavedDto | null>('update_post_property', { token, fields, files }),
    async postListing(lister, overrides = {}, files) {
      const catalogue = await kit.catalogue();
      const response = await kit.post(
        lister.token,
        kit.fields(catalogue, overrides),
        files ?? [await photo()],
      );
      if (response.status !== 201 || response.body.error) {
        throw new Error(`post_property failed: ${JSON.stringify(response.body)}`);
      }
      return response.body.data;
    },
    async setting(key, value) {
      await putSetting(kit.handle.db, key, value);
      forgetSiteSettings(kit.handle.db);
    },
    filesOf: (listingId) =>
      walk(path.join(kit.uploadsDir, 'listings', String(listingId)), kit.uploadsDir).sort(),
    allListingFiles: () => walk(path.join(kit.uploadsDir, 'listings'), kit.uploadsDir).sort(),
    async snapshot(listingId) {
      const db = kit.handle.db;
      const [row] = await db.select().from(properties).where(eq(properties.id, listingId));
      return {
        row: row ?? null,
        images: await db
          .select()
          .from(propertyImages)
          .where(eq(propertyImages.listingId, listingId))
          .orderBy(asc(propertyImages.sequence), asc(propertyImages.id)),
        documents: await db
          .select()
          .from(propertyDocuments)
          .where(eq(propertyDocuments.listingId, listingId))
          .orderBy(asc(propertyDocuments.id)),
        parameters: await db
          .select()
          .from(propertyParameters)
          .where(eq(propertyParameters.propertyId, listingId))
          .orderBy(asc(propertyParameters.parameterId)),
        facilities: await db
          .select()
          .from(propertyFacilities)
          .where(eq(propertyFacilities.propertyId, listingId))
          .orderBy(asc(propertyFacilities.facilityId)),
      };
    },
  };
  return Object.defineProperties(kit, Object.getOwnPropertyDescriptors(more));
}
