import { adminPaths } from '@/utils/admin-paths';
import { listingReviewScreen } from './listing-review-screen';
import { projectChangesReview, projectReview } from './project-review';

/**
 * /admin/projects: the admin approves projects, or rejects them with a reason; and the same for
 * the changes to approved ones.
 */
export const ProjectModerationScreen = listingReviewScreen(
  projectReview,
  projectChangesReview,
  adminPaths.projects,
  'project_review',
);
