import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  isPublicSql,
  listingColumns,
  listingDocumentsTable,
  listingFavouritesTable,
  listingReportsTable,
  listingImagesTable,
  listingRevisionsTable,
  listingSearchColumn,
  type ListingSearchTable,
} from './listing-columns';
import { cascadeReference, createdAtColumn, timestamps } from './columns';
import { userReference } from './users';

/**
 * A project's `type` (spec §3) is where its construction stands: not started yet, being
 * built, or finished (ready to move in). Visitors filter on it.
 */
export const projectTypes = ['upcoming', 'under_construction', 'completed'] as const;
/** A floor plan's file: a photo (stored with WebP variants) or a PDF (stored as it is). */
export const projectPlanKinds = ['image', 'pdf'] as const;

/**
 * A new development (a building or an estate) listed by a developer or agent. It follows the
 * review flow of properties (DOMAIN-RULES, Listings): pending until the admin approves it,
 * public while approved and active.
 */
export const projects = pgTable(
  'projects',
  {
    ...listingColumns(),
    type: text('type', { enum: projectTypes }).notNull(),
    /** The formatted address (spec §3 `location`). */
    location: text('location').notNull(),
    /** The price range ("from …"), exact money; either end may be unknown. */
    minPrice: numeric('min_price', { precision: 16, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 16, scale: 2 }),
    /** When the developer expects (or expected) to hand over. */
    completionDate: date('completion_date', { mode: 'string' }),
    image: text('image'),
    /** Full-text search as for properties, with the location as the address. */
    searchVector: listingSearchColumn(
      (): ListingSearchTable => projects,
      (): AnyPgColumn => projects.location,
    ),
  },
  (table) => {
    const isPublic = isPublicSql(table);
    return [
      uniqueIndex('projects_slug_unique').on(table.slugId),
      index('projects_owner_idx').on(table.ownerId, table.createdAt.desc()),
      index('projects_review_idx').on(table.reviewStatus, table.createdAt),
      // Public projects, newest first, alone or by category or city (the list's filters).
      index('projects_public_newest_idx')
        .on(table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('projects_public_category_newest_idx')
        .on(table.categoryId, table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('projects_public_city_newest_idx')
        .on(sql`lower(${table.city})`, table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('projects_public_search_idx').using('gin', table.searchVector).where(isPublic),
    ];
  },
);

/** A floor plan of a project, shown in `position` order. */
export const projectPlans = pgTable(
  'project_plans',
  {
    id: serial('id').primaryKey(),
    projectId: cascadeReference('project_id', () => projects.id),
    title: text('title').notNull(),
    /** Image key (kind image) or file key (kind pdf). */
    document: text('document').notNull(),
    kind: text('kind', { enum: projectPlanKinds }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('project_plans_project_idx').on(table.projectId, table.position)],
);

const project = { id: () => projects.id, word: 'project' };

export const projectDocuments = listingDocumentsTable('project_documents', project);

export const projectImages = listingImagesTable('project_images', project);

/** An edit of an approved project waiting for review. */
export const projectRevisions = listingRevisionsTable('project_revisions', project);

/** A user's saved projects. */
export const projectFavourites = listingFavouritesTable('project_favourites', project);

/** Users' reports of projects, for the moderators' review. */
export const projectReports = listingReportsTable('project_reports', project);

/** A signed-in user's enquiry to a project's developer, kept for the owner (until chat exists). */
export const projectEnquiries = pgTable(
  'project_enquiries',
  {
    id: serial('id').primaryKey(),
    projectId: cascadeReference('project_id', () => projects.id),
    userId: userReference(),
    message: text('message').notNull(),
    /** A number to call back on, when the sender gives one other than their profile's. */
    phone: text('phone'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('project_enquiries_project_idx').on(table.projectId, table.createdAt.desc()),
    index('project_enquiries_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);
