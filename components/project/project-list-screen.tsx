import { useId } from 'react';
import { useProjects } from '@/api/projects/get-projects';
import type { ProjectListPageProps } from '@/contracts/project-page-props';
import { activeProjectFilterCount, projectListPageSize } from '@/contracts/project-list-filters';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingListScreen } from '@/components/listing/listing-list-screen';
import { paths } from '@/utils/paths';
import listStyles from '@/components/listing/listing-list.module.css';
import filterStyles from '@/components/listing/listing-filters.module.css';
import { ProjectFilters } from './project-filters';
import { ProjectGrid } from './project-grid';
import { projectListPath } from './project-list-path';
import styles from './project-list-screen.module.css';

export type ProjectListScreenProps = Pick<ProjectListPageProps, 'filters' | 'cities'>;

/** Photos in the first screen of results: a row of three on wide screens. */
const firstScreenCount = 3;

/** /projects: new developments with filters, as cards, with plain page links. */
export function ProjectListScreen({ filters, cities }: ProjectListScreenProps) {
  const { t, tCount } = useSiteText();
  const filtersTitleId = useId();
  const result = useProjects(filters);
  const title = filters.city
    ? t('project_list.title_in_city', { city: filters.city })
    : t('project_list.title');

  return (
    <ListingListScreen
      textNamespace="project_list"
      title={title}
      canonicalPath={projectListPath(filters)}
      result={result}
      page={filters.page}
      pageSize={projectListPageSize}
      hrefFor={(at) => projectListPath(filters, at)}
      count={(found) => (
        <p className={listStyles.count} role="status">
          {tCount('project_list.count', found.total)}
        </p>
      )}
      filters={
        <section
          className={`${filterStyles.panel} ${styles.filters}`}
          aria-labelledby={filtersTitleId}
        >
          <h2 id={filtersTitleId} className={styles.filtersTitle}>
            {t('project_list.filters.title')}
          </h2>
          <ProjectFilters filters={filters} cities={cities} />
        </section>
      }
      clearHref={activeProjectFilterCount(filters) > 0 ? paths.projects() : null}
    >
      {() => (
        <ProjectGrid
          items={result.data?.data ?? []}
          headingLevel="h2"
          eagerCount={firstScreenCount}
        />
      )}
    </ListingListScreen>
  );
}
