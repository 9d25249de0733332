import { useProjectReviewQueue } from '@/api/moderation/get-project-review-queue';
import { useReviewProject } from '@/api/moderation/review-project';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { ProjectReviewRow } from './project-review-row';
import { ReviewQueueView } from './review-queue-view';

export interface ProjectReviewQueueProps {
  page: ReviewQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
}

/** One page of a project review tab: the projects with Approve and Reject. */
export function ProjectReviewQueue({ page, hrefFor }: ProjectReviewQueueProps) {
  const { data, isError, refetch } = useProjectReviewQueue(page);
  const review = useReviewProject();
  const busyId = review.isPending ? (review.variables?.projectId ?? null) : null;
  return (
    <ReviewQueueView
      page={page}
      hrefFor={hrefFor}
      data={data}
      isError={isError}
      refetch={refetch}
      textPrefix="project_review"
      busyId={busyId}
      decide={(project, decision, reason) =>
        review.mutateAsync({ projectId: project.id, decision, reason })
      }
      renderRow={(project, actions) => (
        <ProjectReviewRow
          key={project.id}
          project={project}
          isBusy={busyId === project.id}
          onApprove={actions.onApprove}
          onReject={actions.onReject}
        />
      )}
    />
  );
}
