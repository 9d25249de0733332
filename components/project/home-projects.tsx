import { useNewestProjects } from '@/api/projects/get-newest-projects';
import { homeProjectsLimit } from '@/contracts/project-list-filters';
import { HomeSection } from '@/components/ui/home-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ProjectGrid } from './project-grid';

/** The home page's band of the newest projects with a link to all; nothing without projects. */
export function HomeProjects() {
  const { t } = useSiteText();
  const { data } = useNewestProjects(homeProjectsLimit);
  if (!data || data.length === 0) return null;
  return (
    <HomeSection
      title={t('home.projects.title')}
      subtitle={t('home.projects.subtitle')}
      viewAllHref={paths.projects()}
      tone="tinted"
    >
      <ProjectGrid items={data} />
    </HomeSection>
  );
}
