import type { UserRole } from './dto/session-dto';

/**
 * The staff roles (DOMAIN-RULES "Roles"), shared by the server's route checks
 * (server/core/roles.ts) and the console's navigation:
 * - administrator: everything (the spec's admin; stored as `admin`);
 * - moderator: reviews, reports, users' listings; no settings, payments or staff;
 * - support: reads users, contact messages, reported conversations and payments (each read
 *   audited); never other private chats.
 */
export const staffRoleNames = ['administrator', 'moderator', 'support'] as const;

export type StaffRole = (typeof staffRoleNames)[number];

/** The one place an account's stored role (users.role) becomes the staff roles it holds. */
export const staffRolesOfAccount: Readonly<Record<UserRole, readonly StaffRole[]>> = {
  user: [],
  admin: ['administrator'],
  moderator: ['moderator'],
  support: ['support'],
};

/** The stored role that gives each staff role (and `none`: a plain user). */
export const accountRoleOfStaffRole: Readonly<Record<StaffRole | 'none', UserRole>> = {
  administrator: 'admin',
  moderator: 'moderator',
  support: 'support',
  none: 'user',
};

/** Who reviews and moderates: the review centre, reports, users' listings. */
export const moderationRoles = ['administrator', 'moderator'] as const;
/** Who reads users and their records. */
export const userReadRoles = ['administrator', 'moderator', 'support'] as const;

export { isStaffAccount } from './staff-account';

export function accountHoldsRole(
  role: UserRole | undefined | null,
  roles: readonly StaffRole[],
): boolean {
  return role ? staffRolesOfAccount[role].some((held) => roles.includes(held)) : false;
}
