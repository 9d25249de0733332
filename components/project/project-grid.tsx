import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { eagerImageAt } from '@/components/listing/property-grid';
import gridStyles from '@/components/listing/property-grid.module.css';
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
    <ul className={gridStyles.grid}>
      {projects.map((project, index) => (
        <li key={project.id} className={gridStyles.item}>
          <ProjectCard
            project={project}
            headingLevel={headingLevel}
            eagerImage={eagerImageAt(index, eagerCount)}
          />
        </li>
      ))}
    </ul>
  );
}
