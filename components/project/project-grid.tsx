import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { kindGrid } from '@/components/listing/card-grid';
import { ProjectCard } from './project-card';

/** Project cards in the site's responsive grid. */
export const ProjectGrid = kindGrid<ProjectCardDto>((project, look) => (
  <ProjectCard project={project} {...look} />
));
