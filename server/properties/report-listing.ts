import type { ListingReportDto } from '@/contracts/dto/listing-engagement-dto';
import type { ReportListingInput } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { AppError, notFound, validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import { isOtherReason } from './get-report-reasons';
import {
  findActiveReportReason,
  findListingAccess,
  insertOpenReport,
} from './listing-engagement-repository';

/**
 * `add_reports`: a user reports a public listing that is not theirs, for an active reason;
 * "Other" needs a message. One open report per user and listing: a second one is a 409.
 */
export async function reportListing(
  db: Database,
  viewer: Viewer,
  input: ReportListingInput,
): Promise<{ data: ListingReportDto; message: string }> {
  const listing = await findListingAccess(db, input.property_id);
  if (!listing || !listing.isPublic) throw notFound('The property');
  if (listing.ownerId === viewer.userId) {
    throw validationFailed({ property_id: 'You cannot report your own listing.' });
  }
  const reason = await findActiveReportReason(db, input.reason_id);
  if (!reason) throw validationFailed({ reason_id: 'Choose one of the listed reasons.' });
  const message = input.other_message?.trim() || null;
  if (isOtherReason(reason.reason) && !message) {
    throw validationFailed({ other_message: 'Tell us what is wrong with this listing.' });
  }
  const id = await insertOpenReport(db, {
    userId: viewer.userId,
    propertyId: listing.id,
    reasonId: reason.id,
    otherMessage: message,
  });
  if (id === null) {
    throw new AppError('conflict', 'You have already reported this listing.');
  }
  return {
    data: { id, property_id: listing.id, reason_id: reason.id, status: 'open' },
    message: 'Thank you. The report was sent for review.',
  };
}
