import { useState } from 'react';
import { useProjectReviewQueue } from '@/api/moderation/get-project-review-queue';
import { useReviewProject, type ReviewProjectInput } from '@/api/moderation/review-project';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { apiErrorText } from '@/components/property/api-error-text';
import { Pagination } from '@/components/property/pagination';
import { useSiteText } from '@/components/layout/use-site-text';
import { notify } from '@/utils/notify';
import styles from './moderation.module.css';
import { ProjectReviewRow } from './project-review-row';
import { RejectDialog } from './reject-dialog';

export interface ProjectReviewQueueProps {
  page: ReviewQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
}

/** One page of a project review tab: the projects with Approve and Reject, and the dialog. */
export function ProjectReviewQueue({ page, hrefFor }: ProjectReviewQueueProps) {
  const { t, tCount } = useSiteText();
  const { data, isError, refetch } = useProjectReviewQueue(page);
  const review = useReviewProject();
  const [rejecting, setRejecting] = useState<ReviewQueueProjectDto | null>(null);

  const decide = (input: ReviewProjectInput) =>
    review.mutate(input, {
      onSuccess: () => {
        void notify('success', t(`project_review.done.${input.decision}`));
        setRejecting(null);
      },
      onError: (error) => void notify('error', apiErrorText(error, t)),
    });

  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('project_review.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) {
    return <p className={styles.status}>{t(`project_review.empty.${page.reviewStatus}`)}</p>;
  }
  return (
    <>
      <p className={styles.count} role="status">
        {tCount('owner_projects.count', data.total)}
      </p>
      <ul className={styles.list}>
        {data.data.map((project) => (
          <ProjectReviewRow
            key={project.id}
            project={project}
            isBusy={review.isPending && review.variables?.projectId === project.id}
            onApprove={() => decide({ projectId: project.id, decision: 'approved' })}
            onReject={() => setRejecting(project)}
          />
        ))}
      </ul>
      <Pagination
        page={Math.floor(page.offset / page.limit) + 1}
        pageCount={Math.ceil(data.total / page.limit)}
        hrefFor={hrefFor}
        label={t('moderation.pagination_label')}
      />
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        title={rejecting?.title ?? null}
        isBusy={review.isPending}
        onReject={(reason) =>
          rejecting && decide({ projectId: rejecting.id, decision: 'rejected', reason })
        }
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
