import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  verificationFieldTypes,
  verificationStatuses,
} from '../../../contracts/agent-verification-rules';
import type { CatalogueTranslations } from '../../../contracts/dto/catalogue-translations';
import { userReference, users } from './users';
import { cascadeReference, timestamps } from './columns';

/**
 * The agent verification form the admin defines (DOMAIN-RULES "Agent verification"): one row
 * per field, shown in `rank` order while active. Options are the canonical choices of radio,
 * checkbox and dropdown fields; `translations` holds the name and option labels per language.
 */
export const verificationFormFields = pgTable(
  'verification_form_fields',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    fieldType: text('field_type', { enum: verificationFieldTypes }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    translations: jsonb('translations').$type<CatalogueTranslations>().notNull().default({}),
    ...timestamps,
  },
  (table) => [index('verification_form_fields_active_rank_idx').on(table.isActive, table.rank)],
);

/**
 * One application for verification. A user's latest submission is their current one; the
 * status also lives on users.verification_status (the badge reads it). At most one pending
 * submission per user, held by a partial unique index (two parallel applications: one wins).
 */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    status: text('status', { enum: verificationStatuses }).notNull().default('pending'),
    /** Why the verification failed; shown to the user. */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('verification_submissions_user_idx').on(table.userId, table.id),
    index('verification_submissions_status_idx').on(table.status, table.createdAt),
    uniqueIndex('verification_submissions_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A submission's answers, one per field. The field's name and type are copied so the answer
 * still reads right after the admin renames or removes the field. A file answer is a stored
 * media key: a photo's image key (WebP variants) or a PDF's file key.
 */
export const verificationSubmissionValues = pgTable(
  'verification_submission_values',
  {
    id: serial('id').primaryKey(),
    submissionId: cascadeReference('submission_id', () => verificationSubmissions.id),
    fieldId: integer('field_id').references(() => verificationFormFields.id, {
      onDelete: 'set null',
    }),
    fieldName: text('field_name').notNull(),
    fieldType: text('field_type', { enum: verificationFieldTypes }).notNull(),
    value: jsonb('value').$type<string | string[]>(),
    fileKey: text('file_key'),
    fileKind: text('file_kind', { enum: ['image', 'pdf'] }),
    fileName: text('file_name'),
  },
  (table) => [index('verification_submission_values_submission_idx').on(table.submissionId)],
);
