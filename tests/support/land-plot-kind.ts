import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { desc, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listingUploadLimits } from '@/contracts/listing-upload-limits';
import type { Database } from '@/server/db/database';
import {
  listingColumns,
  listingDocumentsTable,
  listingFavouritesTable,
  listingImagesTable,
  listingReportsTable,
  listingRevisionsTable,
} from '@/server/db/schema/listing-columns';
import { checkListingReferences } from '@/server/listings/check-listing-references';
import { sentChangesOnly, sharedListingChanges } from '@/server/listings/listing-changes';
import type { ListingEditor, ListingSaveInput } from '@/server/listings/listing-editor';
import type { ListingKind, OwnerListingView } from '@/server/listings/listing-kind';
import { countListings } from '@/server/listings/listing-repository';

/**
 * A third kind of listing that exists only in the tests — land plots, with an area and a price —
 * described the way docs/architecture.md says a kind is added: its table from the shared
 * columns, its child tables from the shared helpers, a ListingKind and a ListingEditor. The
 * listing-kind core's shared tests run it beside properties and projects, to prove a kind costs
 * a description and no copy of the core.
 */
export const landPlots = pgTable(
  'land_plots',
  {
    ...listingColumns(),
    areaSquareMetres: integer('area_square_metres').notNull(),
    price: numeric('price', { precision: 16, scale: 2 }),
    titleImage: text('title_image'),
  },
  (table) => [uniqueIndex('land_plots_slug_unique').on(table.slugId)],
);

const landPlot = { id: () => landPlots.id, word: 'land_plot' };
export const landPlotImages = listingImagesTable('land_plot_images', landPlot);
export const landPlotDocuments = listingDocumentsTable('land_plot_documents', landPlot);
export const landPlotFavourites = listingFavouritesTable('land_plot_favourites', landPlot);
export const landPlotRevisions = listingRevisionsTable('land_plot_revisions', landPlot);
export const landPlotReports = listingReportsTable('land_plot_reports', landPlot);

/** Creates the land plot tables in a migrated test database, from their Drizzle definitions. */
export async function createLandPlotTables(db: Database): Promise<void> {
  const tables = {
    landPlots,
    landPlotImages,
    landPlotDocuments,
    landPlotFavourites,
    landPlotRevisions,
    landPlotReports,
  };
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** A land plot as its owner and the admin see it. */
export interface OwnerLandPlot extends OwnerListingView {
  id: number;
  title: string;
  area_square_metres: number;
  review_status: string;
  is_active: boolean;
}

export const landPlotKind: ListingKind<OwnerLandPlot> = {
  key: 'land_plot',
  noun: 'plot',
  reviewNotices: {
    approved: 'listing_approved',
    rejected: 'listing_rejected',
    ownerPage: '/user/land-plots',
  },
  subject: 'The plot',
  table: landPlots,
  images: landPlotImages,
  documents: landPlotDocuments,
  favourites: landPlotFavourites,
  reports: landPlotReports,
  revisions: landPlotRevisions,
  slugConstraint: 'land_plots_slug_unique',
  packageFeature: 'property_list',
  media: {
    folder: 'land-plots',
    limits: {
      title_image: listingUploadLimits.title_image,
      gallery_images: listingUploadLimits.gallery_images,
      documents: listingUploadLimits.documents,
    },
    photoColumns: { title_image: 'titleImage' },
    requiredPhoto: { field: 'title_image', message: 'Add a photo of the plot' },
  },
  pagePath: () => null,
  async loadOwnerPage(db, page) {
    const rows = await db
      .select()
      .from(landPlots)
      .where(page.where)
      .orderBy(...(page.orderBy.length > 0 ? page.orderBy : [desc(landPlots.id)]))
      .limit(page.limit)
      .offset(page.offset);
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug_id: row.slugId,
        title: row.title,
        area_square_metres: row.areaSquareMetres,
        review_status: row.reviewStatus,
        is_active: row.isActive,
        pending_changes: null,
      })),
      ownerIds: rows.map((row) => row.ownerId),
      total: await countListings(db, landPlotKind, page.where),
    };
  },
};

export interface LandPlotInput extends ListingSaveInput {
  area_square_metres?: number;
  price?: string;
}

export const landPlotEditor: ListingEditor<LandPlotInput, LandPlotInput> = {
  kind: landPlotKind,
  checkNew: (db, input) => checkListingReferences(db, { categoryId: input.category_id ?? 0 }),
  async insert(tx, columns, input, uploads) {
    await tx.insert(landPlots).values({
      ...sharedListingChanges(input),
      ...uploads.photos,
      ...columns,
      title: input.title ?? '',
      description: input.description ?? '',
      categoryId: input.category_id ?? 0,
      city: input.city ?? '',
      state: input.state ?? '',
      country: input.country ?? '',
      latitude: input.latitude ?? 0,
      longitude: input.longitude ?? 0,
      areaSquareMetres: input.area_square_metres ?? 0,
      price: input.price ?? null,
    });
  },
  async checkEdit(db, _listing, input) {
    if (input.category_id) await checkListingReferences(db, { categoryId: input.category_id });
    return sentChangesOnly({ areaSquareMetres: input.area_square_metres, price: input.price });
  },
};
