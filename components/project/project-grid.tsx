import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { CardGrid } from '@/components/listing/card-grid';
import { ProjectCard } from './project-card';

export interface ProjectGridProps {
  projects: readonly ProjectCardDto[];
  headingLevel?: 'h2' | 'h3';
  /** How many photos are in the first screen (loaded at once, the first with high priority). */
  eagerCount?: number;
}

/** Project cards in the site's responsive grid. */
export function ProjectGrid({ projects, headingLevel = 'h3', eagerCount = 0 }: ProjectGridProps) {
  return (
    <CardGrid
      items={projects}
      eagerCount={eagerCount}
      renderCard={(project, eagerImage) => (
        <ProjectCard project={project} headingLevel={headingLevel} eagerImage={eagerImage} />
      )}
    />
  );
}
