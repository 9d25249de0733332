import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { ClockIcon } from '@/components/layout/icons';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingCard } from '@/components/listing/listing-card';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import styles from './project-card.module.css';
import { projectPlaceText, useProjectText } from './project-text';

export interface ProjectCardProps {
  project: ProjectCardDto;
  /** Heading level of the title, to fit the page's outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
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
  const completion = completionText(project);

  return (
    <ListingCard
      href={paths.projectDetail(project.slug_id)}
      title={project.title}
      image={project.image_card || project.image || settings.web_placeholder_logo}
      headingLevel={headingLevel}
      eagerImage={eagerImage}
      badges={{
        label: t('project_list.badges_label'),
        items: [
          { className: styles.status, text: statusText(project) },
          project.promoted && { tone: 'promoted', text: t('project_list.badge.promoted') },
        ],
      }}
      price={{ amount: fromPrice(project) }}
      place={projectPlaceText(project)}
      category={project.category ? nameOf(project.category) : null}
    >
      {completion ? (
        <p className={styles.completion}>
          <ClockIcon size={16} />
          <span>{completion}</span>
        </p>
      ) : null}
    </ListingCard>
  );
}
