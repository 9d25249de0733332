import type { UserRole } from '@/contracts/dto/session-dto';
import { AppError } from './app-error';

/**
 * The roles a route may ask of its caller (`auth: { roles: ['administrator', 'moderator'] }`):
 * - administrator: everything (the spec's admin);
 * - moderator: reviews, reports, users' listings; no settings, payments or staff;
 * - support: reads users, contact messages, reported conversations and payments (each read
 *   audited); never other private chats, never a write but a contact message's read mark.
 */
export const roleNames = ['administrator', 'moderator', 'support'] as const;

export type RoleName = (typeof roleNames)[number];

/** Shorter names a route may write for a role. */
const shorthands = { admin: 'administrator' } as const satisfies Record<string, RoleName>;

/** A role as a route names it: its name, or a shorthand (`'admin'`). */
export type RoleRef = RoleName | keyof typeof shorthands;

/**
 * The one place an account's stored role (users.role) becomes the roles it holds. The
 * privileges of the spec's admin (own listings approved at once, never limited by packages)
 * read `role === 'admin'` and so stay the administrator's only.
 */
const rolesOfAccount: Readonly<Record<UserRole, readonly RoleName[]>> = {
  user: [],
  admin: ['administrator'],
  moderator: ['moderator'],
  support: ['support'],
};

/** How a refusal names each role: "Only an administrator can do this." */
const roleTitles: Readonly<Record<RoleName, string>> = {
  administrator: 'an administrator',
  moderator: 'a moderator',
  support: 'support staff',
};

/** Who reviews and moderates: the review centre, reports, users' listings. */
export const moderationRoles = ['administrator', 'moderator'] as const;
/** Who reads users and their records (support reads; moderators act on listings). */
export const userReadRoles = ['administrator', 'moderator', 'support'] as const;

export function roleNamed(ref: RoleRef): RoleName {
  return ref in shorthands ? shorthands[ref as keyof typeof shorthands] : (ref as RoleName);
}

/** The staff roles an account with this stored role holds (none for a user). */
export function rolesOf(accountRole: UserRole): readonly RoleName[] {
  return rolesOfAccount[accountRole];
}

/** Whether the account is staff (holds any role). */
export function isStaff(accountRole: UserRole): boolean {
  return rolesOfAccount[accountRole].length > 0;
}

/** Whether an account with this stored role holds one of `roles` (none asked: it does). */
export function holdsRole(accountRole: UserRole, roles: readonly RoleName[]): boolean {
  return roles.length === 0 || rolesOfAccount[accountRole].some((role) => roles.includes(role));
}

/** Refuses (403 forbidden) a signed-in caller who holds none of the roles a route asks. */
export function assertHoldsRole(accountRole: UserRole, roles: readonly RoleName[]): void {
  if (holdsRole(accountRole, roles)) return;
  const who = roles.map((role) => roleTitles[role]).join(' or ');
  throw new AppError('forbidden', `Only ${who} can do this.`);
}
