import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRoles } from '@/contracts/dto/session-dto';
import { cascadeReference, createdAtColumn, timestamps } from './columns';

export { userRoles };

export const loginTypes = ['email', 'phone', 'google'] as const;
export const verificationStatuses = ['not_applied', 'pending', 'success', 'failed'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    /** When a code sent to `email` was entered (null: never proven, see DOMAIN-RULES Accounts). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    mobile: text('mobile'),
    /** When a code sent to `mobile` was entered; unproven numbers may sit on several accounts. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true, mode: 'date' }),
    passwordHash: text('password_hash'),
    firebaseId: text('firebase_id'),
    loginType: text('login_type', { enum: loginTypes }).notNull().default('email'),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    slugId: text('slug_id').notNull(),
    profileImage: text('profile_image'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    aboutMe: text('about_me'),
    facebookId: text('facebook_id'),
    twiiterId: text('twiiter_id'),
    instagramId: text('instagram_id'),
    youtubeId: text('youtube_id'),
    fcmId: text('fcm_id'),
    notification: boolean('notification').notNull().default(true),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('not_applied'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_verified_mobile_unique')
      .on(table.mobile)
      .where(sql`${table.mobileVerifiedAt} is not null`),
    index('users_mobile_idx').on(table.mobile),
    uniqueIndex('users_slug_unique').on(table.slugId),
    index('users_role_idx').on(table.role),
  ],
);

/** A required reference to a user (`user_id` unless named), deleted with the account. */
export const userReference = (name = 'user_id') => cascadeReference(name, () => users.id);

/** One row per signed-in device; only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    tokenHash: text('token_hash').notNull(),
    fcmId: text('fcm_id'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the password was last typed for this session (sign-in or `admin/confirm-password`):
     * a staff call that grants roles, changes secrets or moves money needs it within 15 minutes.
     */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);
