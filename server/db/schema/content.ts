import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { timestamps } from './columns';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slugId: text('slug_id').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(true),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('articles_slug_unique').on(table.slugId),
    index('articles_published_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.isPublished}`),
  ],
);
