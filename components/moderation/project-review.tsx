import { useProjectReviewQueue } from '@/api/moderation/get-project-review-queue';
import { useReviewProject } from '@/api/moderation/review-project';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ProjectTitleLink } from '@/components/listing/listing-title-link';
import styles from './moderation.module.css';
import { queueTexts, reviewWith, type ReviewKind, type ReviewRowProps } from './review-kind';
import { ReviewRow } from './review-row';

function ProjectReviewRow({ item: project, ...decisions }: ReviewRowProps<ReviewQueueProjectDto>) {
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
export const projectReview: ReviewKind<ReviewQueueProjectDto, ReviewStatus> = {
  useQueue: ({ status, limit, offset }) =>
    useProjectReviewQueue({ reviewStatus: status, limit, offset }),
  useReview: reviewWith(useReviewProject, 'projectId'),
  Row: ProjectReviewRow,
  rejectDialog: { nameOf: (project) => project.title },
  texts: queueTexts('project_review', 'moderation.pagination_label'),
};
