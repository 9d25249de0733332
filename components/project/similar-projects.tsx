import { useId } from 'react';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/similar-properties.module.css';
import { ProjectGrid } from './project-grid';

/** Other public projects like this one, as cards; nothing when there are none. */
export function SimilarProjects({ projects }: { projects: readonly ProjectCardDto[] }) {
  const { t } = useSiteText();
  const headingId = useId();
  if (projects.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {t('project_detail.similar.title')}
        </h2>
        <ProjectGrid projects={projects} headingLevel="h3" />
      </div>
    </section>
  );
}
