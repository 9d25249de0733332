import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogueTranslations } from '../../../contracts/dto/catalogue-translations';
import { cascadeReference, timestamps } from './columns';

export const parameterKinds = [
  'text',
  'number',
  'dropdown',
  'radiobutton',
  'checkbox',
  'textarea',
  'file',
] as const;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slugId: text('slug_id').notNull(),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    translations: jsonb('translations').$type<CatalogueTranslations>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('categories_slug_unique').on(table.slugId),
    index('categories_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** A property attribute (bedrooms, area …); categories choose which ones they ask for. */
export const parameters = pgTable('parameters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('type_of_parameter', { enum: parameterKinds }).notNull(),
  choices: jsonb('type_values').$type<string[]>().notNull().default([]),
  image: text('image'),
  isRequired: boolean('is_required').notNull().default(false),
  translations: jsonb('translations').$type<CatalogueTranslations>().notNull().default({}),
  ...timestamps,
});

export const categoryParameters = pgTable(
  'category_parameters',
  {
    categoryId: cascadeReference('category_id', () => categories.id),
    parameterId: cascadeReference('parameter_id', () => parameters.id),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.parameterId] })],
);

/** Outdoor facilities near a listing (school, hospital, metro …). */
export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image'),
  translations: jsonb('translations').$type<CatalogueTranslations>().notNull().default({}),
  ...timestamps,
});

/** A picture per city for the home page's city tiles. */
export const cityImages = pgTable(
  'city_images',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    image: text('image').notNull(),
  },
  (table) => [uniqueIndex('city_images_city_unique').on(sql`lower(${table.city})`)],
);
