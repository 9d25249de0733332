import type { UserRole } from '@/contracts/dto/session-dto';
import { AppError } from './app-error';

/**
 * The roles a route may ask of its caller (`auth: { roles: ['administrator'] }`). Staff roles
 * (moderator, support, …) join this list when the admin console brings them.
 */
export const roleNames = ['administrator'] as const;

export type RoleName = (typeof roleNames)[number];

/** Shorter names a route may write for a role. */
const shorthands = { admin: 'administrator' } as const satisfies Record<string, RoleName>;

/** A role as a route names it: its name, or a shorthand (`'admin'`). */
export type RoleRef = RoleName | keyof typeof shorthands;

/**
 * The one place an account's stored role (users.role: 'user' | 'admin') becomes the roles it
 * holds. A staff role stored on the account later maps to its roles here.
 */
const rolesOfAccount: Readonly<Record<UserRole, readonly RoleName[]>> = {
  user: [],
  admin: ['administrator'],
};

/** How a refusal names each role: "Only an administrator can do this." */
const roleTitles: Readonly<Record<RoleName, string>> = {
  administrator: 'an administrator',
};

export function roleNamed(ref: RoleRef): RoleName {
  return ref in shorthands ? shorthands[ref as keyof typeof shorthands] : (ref as RoleName);
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
