import { useProjectReviewQueue } from '@/api/moderation/get-project-review-queue';
import { useReviewProject } from '@/api/moderation/review-project';
import { useReviewProjectChanges } from '@/api/moderation/review-project-changes';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ProjectTitleLink } from '@/components/listing/listing-title-link';
import { changesReview } from './changes-review';
import styles from './moderation.module.css';
import {
  listingBulk,
  queueTexts,
  reviewWith,
  type ListingReviewKind,
  type ListingRowProps,
} from './review-kind';
import { ReviewRow } from './review-row';

function ProjectReviewRow({ item: project, ...decisions }: ListingRowProps<ReviewQueueProjectDto>) {
  const { t } = useSiteText();
  return (
    <ReviewRow
      listing={project}
      thumb={<ListingThumb image={project.image_card} />}
      heading={
        <h2 className={styles.rowTitle}>
          <ProjectTitleLink project={project} />
        </h2>
      }
      fact={{
        label: t('project_form.details.type'),
        value: t(`project_form.type.${project.type}`),
      }}
      badges={<ListingStatusBadges listing={project} />}
      {...decisions}
    />
  );
}

/** Projects waiting for review: /admin/projects. */
export const projectReview: ListingReviewKind<ReviewQueueProjectDto> = {
  useQueue: ({ status, ...page }) => useProjectReviewQueue({ reviewStatus: status, ...page }),
  useReview: reviewWith(useReviewProject, 'projectId'),
  Row: ProjectReviewRow,
  bulk: listingBulk('project'),
  rejectDialog: { nameOf: (project) => project.title },
  texts: queueTexts('project_review', 'moderation.pagination_label'),
};

/** Approved projects whose edit waits for review: the changes tab of /admin/projects. */
export const projectChangesReview = changesReview(
  projectReview,
  reviewWith(useReviewProjectChanges, 'projectId'),
  'project',
);
