import { paths } from '@/utils/paths';
import { ReviewPage, type ReviewPageKind } from './moderation-screen';
import { ProjectReviewQueue } from './project-review-queue';

const projectReview: ReviewPageKind = {
  textPrefix: 'project_review',
  pathOf: paths.adminProjects,
  renderQueue: (page, hrefFor) => <ProjectReviewQueue page={page} hrefFor={hrefFor} />,
};

/** /admin/projects: the admin approves projects, or rejects them with a reason. */
export function ProjectModerationScreen() {
  return <ReviewPage kind={projectReview} />;
}
