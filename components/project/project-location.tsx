import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingLocation } from '@/components/listing/listing-location';
import { projectPlaceText } from './project-text';

/** Where the project is: the address, the site's map (Google or the open map) and a map link. */
export function ProjectLocation({ project }: { project: ProjectDetailDto }) {
  const { t } = useSiteText();
  return (
    <ListingLocation
      listing={project}
      place={projectPlaceText(project)}
      texts={{
        title: t('project_detail.location.title'),
        mapLabel: t('project_detail.location.map_label', { title: project.title }),
        openMap: t('project_detail.location.open_osm'),
      }}
    />
  );
}
