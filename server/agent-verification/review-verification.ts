import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { ReviewVerificationInput } from '@/contracts/requests/agent-verification-requests';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { listingKinds } from '../listing-kinds';
import { noteOwnerListingPages } from '../listings/note-listing-pages';
import {
  findApplicant,
  findLatestSubmission,
  findSubmission,
  listSubmissionValues,
  setUserVerificationStatus,
  updateSubmission,
} from './agent-verification-repository';
import { mediaLinkSigner } from '../media/private-media-links';
import { toSubmissionDto } from './agent-verification-dto';
import { sendVerificationDecision } from './send-verification-decision';

const superseded = (): AppError =>
  new AppError('conflict', 'The user has applied again since; review their latest submission.');

/**
 * `admin/review-verification`: the admin approves a submission (the user becomes a verified
 * agent: users.verification_status success, the badge shows) or rejects it with a reason (status
 * failed; the user reads the reason and may apply again). Only a user's latest submission can
 * be decided; a decided one can be decided again (a success revoked, a failure approved). The
 * user hears of it by email and a notification; their listings' pages (which show the badge) are regenerated; the
 * agent pages are rendered per request.
 */
export async function reviewVerification(
  db: Database,
  viewer: Viewer,
  input: ReviewVerificationInput,
  log: Logger,
): Promise<{ data: VerificationSubmissionDto; message: string }> {
  const isApproved = input.decision === 'approved';
  const reason = isApproved ? null : (input.reason ?? '').trim();
  const submission = await runInTransaction(db, async (tx) => {
    const current = await findSubmission(tx, input.submission_id);
    if (!current) throw notFound('The submission');
    if ((await findLatestSubmission(tx, current.userId))?.id !== current.id) throw superseded();
    const status = isApproved ? ('success' as const) : ('failed' as const);
    const row = await updateSubmission(tx, current.id, {
      status,
      reason,
      reviewedBy: viewer.userId,
      reviewedAt: new Date(),
    });
    if (!row) throw notFound('The submission');
    await setUserVerificationStatus(tx, current.userId, status);
    return row;
  });
  const applicant = await findApplicant(db, submission.userId);
  if (!applicant) throw notFound('The user');
  await noteOwnerListingPages(db, listingKinds, submission.userId);
  await sendVerificationDecision(db, applicant, { isApproved, reason }, log);
  await notifyUser(db, {
    userId: submission.userId,
    type: 'verification_result',
    eventKey: `verification_result:${submission.id}:${submission.reviewedAt?.getTime() ?? 0}`,
    params: { status: isApproved ? 'approved' : 'rejected', reason: reason ?? '' },
    link: paths.agentVerification(),
  });
  const [values, signLink] = await Promise.all([
    listSubmissionValues(db, [submission.id]),
    mediaLinkSigner(db),
  ]);
  const user = {
    id: submission.userId,
    name: applicant.name,
    email: applicant.email,
    slugId: applicant.slugId,
  };
  return {
    data: toSubmissionDto({ submission, user }, values, true, signLink),
    message: isApproved ? 'The verification is approved.' : 'The verification is rejected.',
  };
}
