import type { UserRole } from './session-dto';
import type { AccountStatus } from '../requests/staff-requests';

/** A row of the console's user search. */
export interface AdminUserRowDto {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  role: UserRole;
  status: AccountStatus;
  /** True once the account was deleted (anonymised); it cannot be reactivated. */
  deleted: boolean;
  verification_status: string;
  created_at: string;
}

export interface AdminUserListingDto {
  kind: 'property' | 'project';
  id: number;
  title: string;
  slug_id: string;
  review_status: string;
  is_active: boolean;
  hidden_with_owner: boolean;
  created_at: string;
}

export interface AdminUserPackageDto {
  id: number;
  package_name: string;
  starts_at: string;
  ends_at: string;
  source: string;
}

export interface AdminUserPaymentDto {
  id: number;
  package_name: string;
  /** A decimal string in the currency's units ("19.00"). */
  amount: string;
  currency: string;
  gateway: string;
  status: string;
  created_at: string;
}

export interface AdminUserReportDto {
  id: number;
  /** A report of a property (`listing`), of a project, or of a person in chat. */
  kind: 'listing' | 'project' | 'person';
  /** The other side: who was reported (reports made) or who reported (reports received). */
  other_user_id: number | null;
  other_name: string;
  listing_title: string | null;
  reason: string;
  status: string;
  created_at: string;
}

export interface AdminUserBlockDto {
  id: number;
  /** The blocked person, or null when the block is of the admin (`to_admin`). */
  blocked_user_id: number | null;
  blocked_name: string;
  to_admin: boolean;
  reason: string;
  created_at: string;
}

/** `GET admin/user`: one account as the console shows it. */
export interface AdminUserDto extends AdminUserRowDto {
  address: string | null;
  live_sessions: number;
  listings: AdminUserListingDto[];
  packages: AdminUserPackageDto[];
  payments: AdminUserPaymentDto[];
  reports_made: AdminUserReportDto[];
  reports_received: AdminUserReportDto[];
  /** Blocks this user made (their own list) and blocks of this user by others. */
  blocks_made: AdminUserBlockDto[];
  blocked_by: AdminUserBlockDto[];
}

/** `GET admin/staff`: a staff member. */
export interface StaffMemberDto {
  id: number;
  name: string;
  email: string | null;
  role: UserRole;
  status: AccountStatus;
}

/** `GET admin/audit-log`: one staff action. */
export interface AuditEntryDto {
  id: number;
  actor_id: number;
  actor_name: string;
  actor_role: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  address: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** `GET admin/blocked-admin`: who blocked the admin (`to_admin`). */
export interface AdminBlockerDto {
  block_id: number;
  user_id: number;
  name: string;
  email: string | null;
  reason: string;
  created_at: string;
}

/** One day's figure of a dashboard series (`day`: YYYY-MM-DD, UTC). */
export interface DailyFigureDto {
  day: string;
  value: number;
}

/** `GET admin/dashboard`: the console's figures, each with its last 30 days. */
export interface ConsoleDashboardDto {
  /** Listings of both kinds by review state and switch. */
  listings: { pending: number; approved: number; rejected: number; inactive: number };
  new_listings: DailyFigureDto[];
  new_users: { total: number; last_30_days: number; daily: DailyFigureDto[] };
  open_reports: { total: number; daily: DailyFigureDto[] };
  pending_reviews: {
    properties: number;
    projects: number;
    changes: number;
    advertisements: number;
    verifications: number;
  };
  /** Successful payments of the last 30 days by gateway and currency (null: not the role's). */
  revenue: {
    by_gateway: { gateway: string; currency: string; amount: string; payments: number }[];
    daily: DailyFigureDto[];
  } | null;
}
