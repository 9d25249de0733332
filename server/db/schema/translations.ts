import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from './site';

/**
 * Interface strings edited in the admin console (admin/translations), stored over the language
 * files: the value of one key (a key of locales/en.json) in one language. A page's strings are
 * its language file with these merged over it (server/languages/get-language-file.ts), so an
 * edit shows without a rebuild. Removing a row gives the file's text back.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.languageCode, table.key] })],
);
