import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { ListingLocation } from '@/components/listing/listing-location';
import { projectPlaceText } from './project-text';

/** Where the project is: the address, the site's map (Google or the open map) and a map link. */
export function ProjectLocation({ project }: { project: ProjectDetailDto }) {
  return (
    <ListingLocation
      listing={project}
      place={projectPlaceText(project)}
      textGroup="project_detail"
    />
  );
}
