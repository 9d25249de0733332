import type { UserRole } from '@/contracts/dto/session-dto';
import {
  moderationRoles,
  staffRoleNames,
  staffRolesOfAccount,
  userReadRoles,
  type StaffRole,
} from '@/contracts/staff-roles';
import { AppError } from './app-error';

/** The roles a route may ask of its caller (contracts/staff-roles.ts says what each may do). */
export const roleNames = staffRoleNames;

export type RoleName = StaffRole;

/** Shorter names a route may write for a role. */
const shorthands = { admin: 'administrator' } as const satisfies Record<string, RoleName>;

/** A role as a route names it: its name, or a shorthand (`'admin'`). */
export type RoleRef = RoleName | keyof typeof shorthands;

/**
 * An account's stored role becomes its roles in contracts/staff-roles.ts. The privileges of the
 * spec's admin (own listings approved at once, never limited by packages) read
 * `role === 'admin'` and so stay the administrator's only.
 */
const rolesOfAccount = staffRolesOfAccount;

/** How a refusal names each role: "Only an administrator can do this." */
const roleTitles: Readonly<Record<RoleName, string>> = {
  administrator: 'an administrator',
  moderator: 'a moderator',
  support: 'support staff',
};

export { moderationRoles, userReadRoles };

/** The roles of a call only the administrator makes. */
export const administratorRoles = ['administrator'] as const;

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
