import Link from 'next/link';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import styles from '@/components/owner-listings/owner-listings.module.css';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat, numberFormat } from '@/utils/intl-formatters';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { OwnerProjectActions } from './owner-project-actions';
import { ProjectEnquiries } from './project-enquiries';
import { ProjectStatusBadges } from './project-status-badges';

/** The project's main image, or a plain placeholder. */
export function ProjectThumb({ project }: { project: OwnerProjectDto }) {
  const { t } = useSiteText();
  return project.image_card ? (
    <img className={styles.thumb} src={project.image_card} alt="" loading="lazy" />
  ) : (
    <span className={`${styles.thumb} ${styles.noImage}`}>{t('owner_listings.no_image')}</span>
  );
}

/** The project's title: a link to its public page while the public sees it. */
export function ProjectTitle({ project }: { project: OwnerProjectDto }) {
  const href = paths.projectDetail(project.slug_id);
  return project.is_public && hasPage(href) ? (
    <Link href={href} prefetch={false} dir="auto">
      {project.title}
    </Link>
  ) : (
    <span dir="auto">{project.title}</span>
  );
}

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
      <ProjectThumb project={project} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>
          <ProjectTitle project={project} />
        </h2>
        <p className={styles.meta}>
          <span>{t(`project_form.type.${project.type}`)}</span>
          <bdi>{project.city}</bdi>
          <span>{t('owner_listings.posted_on', { date: posted })}</span>
        </p>
        <ProjectStatusBadges project={project} />
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
