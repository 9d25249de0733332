import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import { reviewStatuses, type ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { paths } from '@/utils/paths';
import { AdvertisementQueue } from './advertisement-queue';
import { projectReview } from './project-review';
import { ReviewScreen, type ReviewScreenKind } from './review-screen';

const projectReviewScreen: ReviewScreenKind<ReviewQueueProjectDto, ReviewStatus> = {
  queue: projectReview,
  statuses: reviewStatuses,
  pageSize: reviewQueuePageSize,
  pathOf: paths.adminProjects,
  idBase: 'moderation',
  texts: {
    title: 'project_review.title',
    intro: 'project_review.intro',
    tabsLabel: 'moderation.tabs_label',
    tab: (status) => `moderation.tab.${status}`,
  },
  footer: <AdvertisementQueue />,
};

/** /admin/projects: the admin approves projects, or rejects them with a reason. */
export function ProjectModerationScreen() {
  return <ReviewScreen screen={projectReviewScreen} />;
}
