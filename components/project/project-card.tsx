import Link from 'next/link';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import cardStyles from '@/components/listing/property-card.module.css';
import { ClockIcon, MapPinIcon } from '@/components/layout/icons';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import styles from './project-card.module.css';
import { projectPlaceText, useProjectText } from './project-text';

export interface ProjectCardProps {
  project: ProjectCardDto;
  /** Heading level of the title, to fit the page's outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  /** The photo is in the first screen: load it at once ('high': the page's main image). */
  eagerImage?: false | 'auto' | 'high';
}

/**
 * A project as a card: photo, construction status (and "Promoted" while it is featured), the
 * price "from …", title (the link), place, completion date and category.
 */
export function ProjectCard({
  project,
  headingLevel = 'h3',
  eagerImage = false,
}: ProjectCardProps) {
  const settings = useSiteSettings();
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const { fromPrice, statusText, completionText } = useProjectText();
  const Heading = headingLevel;
  const completion = completionText(project);

  return (
    <article className={cardStyles.card}>
      <div className={cardStyles.media}>
        <img
          className={cardStyles.image}
          src={project.image_card || project.image || settings.web_placeholder_logo}
          alt={project.title}
          width={640}
          height={480}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <ul className={cardStyles.badges} aria-label={t('project_list.badges_label')}>
          <li className={`${cardStyles.badge} ${styles.status}`}>{statusText(project)}</li>
          {project.promoted ? (
            <li className={`${cardStyles.badge} ${cardStyles.badgePromoted}`}>
              {t('project_list.badge.promoted')}
            </li>
          ) : null}
        </ul>
      </div>
      <div className={cardStyles.body}>
        <p className={cardStyles.price}>
          <span className={cardStyles.amount}>{fromPrice(project)}</span>
        </p>
        <Heading className={cardStyles.title}>
          <Link
            href={paths.projectDetail(project.slug_id)}
            prefetch={false}
            className={cardStyles.link}
            dir="auto"
          >
            {project.title}
          </Link>
        </Heading>
        <p className={cardStyles.location}>
          <MapPinIcon size={16} />
          <span dir="auto">{projectPlaceText(project)}</span>
        </p>
        {completion ? (
          <p className={styles.completion}>
            <ClockIcon size={16} />
            <span>{completion}</span>
          </p>
        ) : null}
        <div className={cardStyles.meta}>
          {project.category ? (
            <span className={cardStyles.category}>{nameOf(project.category)}</span>
          ) : (
            <span />
          )}
        </div>
      </div>
    </article>
  );
}
