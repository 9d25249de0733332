import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { categories } from './catalogue';
import { reviewStatuses } from './properties';
import { listingSearchVector } from './search-text';
import { users } from './users';

/** PostgreSQL's text-search document type; read as its text form (never needed in answers). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    id: serial('id').primaryKey(),
    slugId: text('slug_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: projectTypes }).notNull(),
    /** The formatted address (spec §3 `location`). */
    location: text('location').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The price range ("from …"), exact money; either end may be unknown. */
    minPrice: numeric('min_price', { precision: 16, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 16, scale: 2 }),
    /** When the developer expects (or expected) to hand over. */
    completionDate: date('completion_date', { mode: 'string' }),
    image: text('image'),
    videoLink: text('video_link'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    metaImage: text('meta_image'),
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    /** Full-text search as for properties: title (A), city and location (B), description (C). */
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      listingSearchVector({
        title: sql`${projects.title}`,
        city: sql`${projects.city}`,
        address: sql`${projects.location}`,
        description: sql`${projects.description}`,
      }),
    ),
  },
  (table) => {
    const isPublic = sql`${table.reviewStatus} = 'approved' and ${table.isActive}`;
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
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Image key (kind image) or file key (kind pdf). */
    document: text('document').notNull(),
    kind: text('kind', { enum: projectPlanKinds }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('project_plans_project_idx').on(table.projectId, table.position)],
);

export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('project_documents_project_idx').on(table.projectId)],
);

export const projectImages = pgTable(
  'project_images',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [index('project_images_project_idx').on(table.projectId, table.sequence)],
);

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A user's saved projects. */
export const projectFavourites = pgTable(
  'project_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('project_favourites_project_idx').on(table.projectId),
    index('project_favourites_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** A signed-in user's enquiry to a project's developer, kept for the owner (until chat exists). */
export const projectEnquiries = pgTable(
  'project_enquiries',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** A number to call back on, when the sender gives one other than their profile's. */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (table) => [
    index('project_enquiries_project_idx').on(table.projectId, table.createdAt.desc()),
    index('project_enquiries_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);
