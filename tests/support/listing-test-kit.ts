import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, type SQL } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
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
  dataOf,
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

/** Sends a listing form (multipart text and files) as this session; answers the response. */
export type SendForm<Saved> = (
  token: string,
  fields: Record<string, string>,
  files?: UploadFile[],
) => Promise<ApiTestResponse<Saved>>;

/** Posts a valid listing of one kind by this user (fields changed by `overrides`); answers it. */
export type PostValid<Saved> = (
  lister: Lister,
  overrides?: Record<string, string>,
  files?: UploadFile[],
) => Promise<Saved>;

export interface ListingTestKit extends AccountsTestKit {
  readonly db: Database;
  /** Where uploads are stored (the disk storage's root). */
  readonly uploadsDir: string;
  /** A user with a complete profile (the default), or whatever `values` say. */
  lister(values?: Partial<typeof users.$inferInsert>): Promise<Lister>;
  admin(): Promise<Lister>;
  /** A category with two number parameters, and two facilities. */
  catalogue(): Promise<ListingCatalogue>;
  /** A lister and a catalogue made before this file's tests: read `.owner`, `.catalogue` in them. */
  givenForTheFile(): { readonly owner: Lister; readonly catalogue: ListingCatalogue };
  /** Every field post_property needs, as multipart text. */
  fields(catalogue: ListingCatalogue, overrides?: Record<string, string>): Record<string, string>;
  post: SendForm<ListingSavedDto>;
  update: SendForm<ListingSavedDto | null>;
  /** A valid new listing (with a title photo) by this user; answers its saved DTO. */
  postListing: PostValid<ListingSavedDto>;
  setting(key: string, value: unknown): Promise<void>;
  /** Files stored under these folders, e.g. `('projects', 7)` (relative to the uploads dir), sorted. */
  storedFiles(...folders: (string | number)[]): string[];
  /** Files stored under listings/<id>/ (relative to the uploads dir), sorted. */
  filesOf(listingId: number): string[];
  /** Every file stored under listings/ (relative to the uploads dir), sorted. */
  allListingFiles(): string[];
  /** The listing's row and child rows as they are in the database. */
  snapshot(listingId: number): Promise<ListingSnapshot>;
}

/** A listing's own row (null once deleted) and the rows of each child table named. */
export type Snapshot<Listing extends PgTable, Children extends Record<string, PgTable>> = {
  row: Listing['$inferSelect'] | null;
} & { [Name in keyof Children]: Children[Name]['$inferSelect'][] };

export type ListingSnapshot = Snapshot<
  typeof properties,
  {
    images: typeof propertyImages;
    documents: typeof propertyDocuments;
    parameters: typeof propertyParameters;
    facilities: typeof propertyFacilities;
  }
>;

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

/**
 * Reads the rows about one listing: `rowsOf(table, key, ...order)` answers the rows of `table`
 * whose `key` column is `id`, in `order`.
 */
export function rowsAbout(db: Database, id: number) {
  return <T extends PgTable>(
    table: T,
    key: PgColumn,
    ...order: (PgColumn | SQL)[]
  ): Promise<T['$inferSelect'][]> =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(key, id))
      .orderBy(...order) as Promise<T['$inferSelect'][]>;
}

function walk(dir: string, root: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, root) : [path.relative(root, full)];
  });
}

/** The saved listing of a 201 answer; throws (naming the route) on anything else. */
export function createdOrThrow<Saved>(route: string, response: ApiTestResponse<Saved>): Saved {
  if (response.status !== 201 || response.body.error) {
    throw new Error(`${route} failed: ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** Where the test listings of every kind stand, as form fields. */
const lisbon = {
  city: 'Lisbon',
  state: 'Lisbon District',
  country: 'Portugal',
  latitude: '38.7101',
  longitude: '-9.1366',
};

/** A kind's form fields: its own `values`, placed in Lisbon, then the test's `overrides`. */
export const formFields = (
  values: Record<string, string>,
  overrides: Record<string, string>,
): Record<string, string> => ({ ...values, ...lisbon, ...overrides });

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
    givenForTheFile() {
      const given = {} as { owner: Lister; catalogue: ListingCatalogue };
      beforeAll(async () => {
        given.owner = await kit.lister();
        given.catalogue = await kit.catalogue();
      });
      return given;
    },
    fields(catalogue, overrides = {}) {
      return formFields(
        {
          title: 'Sunny flat by the river',
          description: 'Two bedrooms, a balcony over the river and a short walk to the metro.',
          price: '250000.50',
          category_id: String(catalogue.categoryId),
          property_type: 'sell',
          address: 'Rua Augusta 100, 1100-053 Lisbon, Portugal',
        },
        overrides,
      );
    },
    post: (token, fields, files = []) =>
      kit.upload<ListingSavedDto>('post_property', { token, fields, files }),
    update: (token, fields, files = []) =>
      kit.upload<ListingSavedDto | null>('update_post_property', { token, fields, files }),
    async postListing(lister, overrides = {}, files) {
      const fields = kit.fields(await kit.catalogue(), overrides);
      const response = await kit.post(lister.token, fields, files ?? [await photo()]);
      return createdOrThrow('post_property', response);
    },
    async setting(key, value) {
      await putSetting(kit.handle.db, key, value);
      forgetSiteSettings(kit.handle.db);
    },
    storedFiles: (...folders) =>
      walk(path.join(kit.uploadsDir, ...folders.map(String)), kit.uploadsDir).sort(),
    filesOf: (listingId) => kit.storedFiles('listings', listingId),
    allListingFiles: () => kit.storedFiles('listings'),
    async snapshot(listingId) {
      const rowsOf = rowsAbout(kit.db, listingId);
      return {
        row: (await rowsOf(properties, properties.id))[0] ?? null,
        images: await rowsOf(
          propertyImages,
          propertyImages.listingId,
          asc(propertyImages.sequence),
          asc(propertyImages.id),
        ),
        documents: await rowsOf(
          propertyDocuments,
          propertyDocuments.listingId,
          asc(propertyDocuments.id),
        ),
        parameters: await rowsOf(
          propertyParameters,
          propertyParameters.propertyId,
          asc(propertyParameters.parameterId),
        ),
        facilities: await rowsOf(
          propertyFacilities,
          propertyFacilities.propertyId,
          asc(propertyFacilities.facilityId),
        ),
      };
    },
  };
  return Object.defineProperties(kit, Object.getOwnPropertyDescriptors(more));
}

/** A listing's detail as `viewer` (or a visitor) reads it through get_property by id. */
export async function propertyDetailAs(
  kit: Pick<AccountsTestKit, 'call'>,
  id: number,
  viewer: { token: string } | null,
): Promise<PropertyDetailDto> {
  const [item] = dataOf(
    await kit.call<PropertyDetailDto[]>('GET', 'get_property', {
      query: { id },
      ...(viewer ? { token: viewer.token } : {}),
    }),
  );
  if (!item) throw new Error(`No detail of listing ${id}`);
  return item;
}
