import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import styles from '@/components/listing/owner-listings.module.css';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat, numberFormat } from '@/utils/intl-formatters';
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
  const number = numberFormat(locale);
  const stats = [
    ['favourites', project.total_favourites],
    ['enquiries', project.total_enquiries],
  ] as const;
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
        <dl className={styles.stats} aria-label={t('owner_listings.stats_label')}>
          {stats.map(([key, value]) => (
            <div key={key} className={styles.stat}>
              <dt>{t(`owner_projects.stats.${key}`)}</dt>
              <dd>{number.format(value)}</dd>
            </div>
          ))}
        </dl>
        <ProjectEnquiries project={project} />
      </div>
      <OwnerProjectActions project={project} />
    </li>
  );
}
