import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { ProjectThumb, ProjectTitle } from '@/components/owner-projects/owner-project-row';
import { ProjectStatusBadges } from '@/components/owner-projects/project-status-badges';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './moderation.module.css';

export interface ProjectReviewRowProps {
  project: ReviewQueueProjectDto;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One project of the review queue: what it is, whose it is, and the two decisions. */
export function ProjectReviewRow({ project, isBusy, onApprove, onReject }: ProjectReviewRowProps) {
  const { t, locale } = useSiteText();
  const created = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(project.created_at),
  );
  return (
    <li className={styles.row}>
      <ProjectThumb project={project} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>
          <ProjectTitle project={project} />
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('moderation.owner')}</dt>
            <dd>
              <bdi>{project.owner.name}</bdi>
              {project.owner.email ? (
                <span className={styles.ownerEmail}>{project.owner.email}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('moderation.city')}</dt>
            <dd>
              <bdi>{project.city}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('project_form.details.type')}</dt>
            <dd>{t(`project_form.type.${project.type}`)}</dd>
          </div>
          <div>
            <dt>{t('moderation.created')}</dt>
            <dd>{created}</dd>
          </div>
        </dl>
        <ProjectStatusBadges project={project} isOwnerView={false} />
      </div>
      <div
        className={styles.decisions}
        role="group"
        aria-label={t('moderation.decisions_label', { title: project.title })}
      >
        {project.review_status !== 'approved' ? (
          <Button variant="primary" disabled={isBusy} onClick={onApprove}>
            {t('moderation.approve')}
          </Button>
        ) : null}
        {project.review_status !== 'rejected' ? (
          <Button variant="danger" disabled={isBusy} onClick={onReject}>
            {t('moderation.reject')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
