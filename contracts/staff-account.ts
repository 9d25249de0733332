import type { UserRole } from './dto/session-dto';

/**
 * Whether an account is staff (holds any staff role): every stored role but `user`. Apart from
 * contracts/staff-roles.ts so that what every page loads (the account menu, the query hooks)
 * does not carry the roles' table.
 */
export function isStaffAccount(role: UserRole | undefined | null): boolean {
  return role !== undefined && role !== null && role !== 'user';
}
