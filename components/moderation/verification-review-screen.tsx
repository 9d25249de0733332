import Link from 'next/link';
import { verificationQueuePageSize } from '@/api/agent-verification/get-verification-queue';
import {
  verificationStatuses,
  type VerificationStatus,
} from '@/contracts/agent-verification-rules';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { adminPaths } from '@/utils/admin-paths';
import { ReviewScreen, type ReviewScreenKind } from './review-screen';
import { verificationReview } from './verification-review';

function EditFormLink() {
  const { t } = useSiteText();
  return (
    <Link href={adminPaths.verificationForm()} prefetch={false}>
      {t('verification_review.edit_form')}
    </Link>
  );
}

const verificationReviewScreen: ReviewScreenKind<VerificationSubmissionDto, VerificationStatus> = {
  queue: verificationReview,
  statuses: verificationStatuses,
  pageSize: verificationQueuePageSize,
  pathOf: adminPaths.verifications,
  idBase: 'verification-review',
  texts: {
    title: 'verification_review.title',
    intro: 'verification_review.intro',
    tabsLabel: 'verification_review.tabs_label',
    tab: (status) => `verification_review.tab.${status}`,
    search: 'verification_review.search_label',
  },
  headerExtra: <EditFormLink />,
};

/** /admin/verifications: the admin reviews agent verifications; others see a 403 panel. */
export function VerificationReviewScreen() {
  return <ReviewScreen screen={verificationReviewScreen} />;
}
