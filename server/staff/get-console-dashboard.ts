import type { ConsoleDashboardDto } from '@/contracts/dto/staff-dto';
import type { UserRole } from '@/contracts/dto/session-dto';
import { accountHoldsRole } from '@/contracts/staff-roles';
import type { Database } from '../db/database';
import { minorUnitsToDecimal } from '../payments/money';
import {
  listingStateCounts,
  newListingsDaily,
  newUserFigures,
  openReportFigures,
  pendingReviewCounts,
  revenueFigures,
} from './dashboard-repository';

/**
 * `admin/dashboard`: listings by state, new users, open reports, pending reviews and (for the
 * roles that read payments) revenue by gateway, each with its last 30 days.
 */
export async function getConsoleDashboard(
  db: Database,
  viewerRole: UserRole,
): Promise<ConsoleDashboardDto> {
  const readsPayments = accountHoldsRole(viewerRole, ['administrator', 'support']);
  const [listings, newListings, newUsers, openReports, pendingReviews, revenue] = await Promise.all(
    [
      listingStateCounts(db),
      newListingsDaily(db),
      newUserFigures(db),
      openReportFigures(db),
      pendingReviewCounts(db),
      readsPayments ? revenueFigures(db) : Promise.resolve(null),
    ],
  );
  return {
    listings,
    new_listings: newListings,
    new_users: newUsers,
    open_reports: openReports,
    pending_reviews: pendingReviews,
    revenue: revenue && {
      by_gateway: revenue.rows.map((row) => ({
        gateway: row.gateway,
        currency: row.currency,
        amount: minorUnitsToDecimal(Number(row.minor), row.currency),
        payments: Number(row.payments),
      })),
      daily: revenue.daily,
    },
  };
}
