import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import styles from '@/components/owner-listings/owner-listings.module.css';
import { useSiteText } from '@/components/layout/use-site-text';

type ProjectBadge = 'pending' | 'approved' | 'rejected' | 'active' | 'inactive';

/** The review state, then (once approved) whether the public sees it. */
export function projectBadgesFor(
  project: Pick<OwnerProjectDto, 'review_status' | 'is_active'>,
): ProjectBadge[] {
  const badges: ProjectBadge[] = [project.review_status];
  if (project.review_status === 'approved') badges.push(project.is_active ? 'active' : 'inactive');
  return badges;
}

/** Pending / approved / rejected and active / inactive; a rejection shows its reason. */
export function ProjectStatusBadges({
  project,
  isOwnerView = true,
}: {
  project: OwnerProjectDto;
  /** The owner also reads what a pending review means; the admin does not need that. */
  isOwnerView?: boolean;
}) {
  const { t } = useSiteText();
  return (
    <div className={styles.badgeBlock}>
      <ul className={styles.badges}>
        {projectBadgesFor(project).map((badge) => (
          <li key={badge} className={`${styles.badge} ${styles[`badge_${badge}`] ?? ''}`}>
            {t(`owner_listings.badge.${badge}`)}
          </li>
        ))}
      </ul>
      {project.review_status === 'rejected' && project.rejection_reason ? (
        <p className={styles.reason}>
          {t('owner_listings.rejection_reason', { reason: project.rejection_reason })}
        </p>
      ) : null}
      {isOwnerView && project.review_status === 'pending' ? (
        <p className={styles.hint}>{t('owner_projects.hint.pending')}</p>
      ) : null}
    </div>
  );
}
