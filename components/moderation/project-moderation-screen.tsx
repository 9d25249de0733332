import { paths } from '@/utils/paths';
import { listingReviewScreen } from './listing-review-screen';
import { projectReview } from './project-review';

/** /admin/projects: the admin approves projects, or rejects them with a reason. */
export const ProjectModerationScreen = listingReviewScreen(
  projectReview,
  paths.adminProjects,
  'project_review',
);
