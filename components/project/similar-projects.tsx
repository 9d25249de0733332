import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { SimilarListings } from '@/components/listing/similar-listings';
import { ProjectGrid } from './project-grid';

/** Other public projects like this one, as cards; nothing when there are none. */
export function SimilarProjects({ projects }: { projects: readonly ProjectCardDto[] }) {
  const { t } = useSiteText();
  if (projects.length === 0) return null;
  return (
    <SimilarListings title={t('project_detail.similar.title')}>
      <ProjectGrid items={projects} headingLevel="h3" />
    </SimilarListings>
  );
}
