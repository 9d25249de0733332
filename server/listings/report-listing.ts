import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound, validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { isPublicSql } from '../db/schema/listing-columns';
import { isOtherReason } from '../properties/get-report-reasons';
import { findActiveReportReason } from '../properties/listing-engagement-repository';
import type { ListingKind } from './listing-kind';

/** A report as sent: the listing's id under `F` (`property_id`), the reason, the words. */
export type ListingReportInput<F extends string> = Record<F, number> & {
  reason_id: number;
  other_message?: string | null;
};

/** The report that was filed, with the listing's id under `F`. */
export type FiledReport<F extends string> = Record<F, number> & {
  id: number;
  reason_id: number;
  status: 'open';
};

/**
 * A user reports a public listing of any kind that is not theirs (add_reports,
 * add-project-report), for an active reason; "Other" needs a message. One open report per user
 * and listing: the partial unique index of the kind's reports table decides, so a second one —
 * even two sent at once — is a 409. `field` names the listing's id in the request and answer.
 */
export async function reportListing<F extends string>(
  db: Database,
  kind: ListingKind,
  viewer: Viewer,
  field: F,
  input: ListingReportInput<F>,
): Promise<{ data: FiledReport<F>; message: string; status: 201 }> {
  const { table, reports } = kind;
  const [listing] = await db
    .select({ id: table.id, ownerId: table.ownerId })
    .from(table)
    .where(and(eq(table.id, input[field]), sql`${isPublicSql(table)}`))
    .limit(1);
  if (!listing) throw notFound(kind.subject);
  if (listing.ownerId === viewer.userId) {
    throw validationFailed({ [field]: `You cannot report your own ${kind.noun}.` });
  }
  const reason = await findActiveReportReason(db, input.reason_id);
  if (!reason) throw validationFailed({ reason_id: 'Choose one of the listed reasons.' });
  const message = input.other_message?.trim() || null;
  if (isOtherReason(reason.reason) && !message) {
    throw validationFailed({ other_message: `Tell us what is wrong with this ${kind.noun}.` });
  }
  const [row] = await db
    .insert(reports)
    .values({
      userId: viewer.userId,
      listingId: listing.id,
      reasonId: reason.id,
      otherMessage: message,
      status: 'open',
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw new AppError('conflict', `You have already reported this ${kind.noun}.`);
  const filed = { [field]: listing.id } as Record<F, number>;
  return {
    data: { ...filed, id: row.id, reason_id: reason.id, status: 'open' as const },
    message: 'Thank you. The report was sent for review.',
    status: 201,
  };
}
