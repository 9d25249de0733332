import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import styles from '@/components/listing/owner-listings.module.css';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { ProjectStats } from './listing-stats';
import { OwnerProjectActions } from './owner-project-actions';
import { ProjectEnquiries } from './project-enquiries';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ProjectTitleLink } from '@/components/listing/listing-title-link';

/** One of the owner's projects in "My projects": image, state, numbers, enquiries and actions. */
export function OwnerProjectRow({ project }: { project: OwnerProjectDto }) {
  const { t, locale } = useSiteText();
  const posted = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(project.created_at),
  );
  return (
    <li className={styles.row}>
      <ListingThumb image={project.image_card} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>
          <ProjectTitleLink project={project} />
        </h2>
        <p className={styles.meta}>
          <span>{t(`project_form.type.${project.type}`)}</span>
          <bdi>{project.city}</bdi>
          <span>{t('owner_listings.posted_on', { date: posted })}</span>
        </p>
        <ListingStatusBadges listing={project} pendingHint={t('owner_projects.hint.pending')} />
        <ProjectStats project={project} />
        <ProjectEnquiries project={project} />
      </div>
      <OwnerProjectActions project={project} />
    </li>
  );
}
