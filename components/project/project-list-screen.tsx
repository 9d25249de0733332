import { useId } from 'react';
import { useProjects } from '@/api/projects/get-projects';
import type { ProjectListPageProps } from '@/contracts/project-page-props';
import { activeProjectFilterCount, projectListPageSize } from '@/contracts/project-list-filters';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { ListingListEmpty } from '@/components/listing/listing-list-empty';
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
  const settings = useSiteSettings();
  const filtersTitleId = useId();
  const result = useProjects(filters);
  const { data, isFetching, isPlaceholderData } = result;
  const { page } = filters;
  const total = data?.total ?? 0;
  const projects = data?.data ?? [];
  const title = filters.city
    ? t('project_list.title_in_city', { city: filters.city })
    : t('project_list.title');
  const path = projectListPath(filters);
  const isFiltered = activeProjectFilterCount(filters) > 0;

  return (
    <PageShell
      title={page > 1 ? t('project_list.meta.title_page', { title, page }) : title}
      description={t('project_list.meta.description', { title, name: settings.company_name })}
      canonicalPath={path}
    >
      <div className={`container ${listStyles.page}`}>
        <header className={listStyles.head}>
          <h1 className={listStyles.title}>{title}</h1>
          {data ? (
            <p className={listStyles.count} role="status">
              {tCount('project_list.count', total)}
            </p>
          ) : null}
        </header>
        <div className={listStyles.layout}>
          <section
            className={`${filterStyles.panel} ${styles.filters}`}
            aria-labelledby={filtersTitleId}
          >
            <h2 id={filtersTitleId} className={styles.filtersTitle}>
              {t('project_list.filters.title')}
            </h2>
            <ProjectFilters filters={filters} cities={cities} />
          </section>
          <section
            className={listStyles.results}
            aria-label={t('project_list.results_label')}
            aria-busy={isFetching && isPlaceholderData ? true : undefined}
          >
            <PagedList
              result={result}
              failedText={t('project_list.load_failed')}
              statusClassName={listStyles.status}
              pageSize={projectListPageSize}
              isEmpty={(found) => found.data.length === 0}
              empty={
                <ListingListEmpty
                  title={t('project_list.empty.title')}
                  text={t(
                    isFiltered ? 'project_list.empty.text_filtered' : 'project_list.empty.text',
                  )}
                  clear={
                    isFiltered
                      ? { href: paths.projects(), text: t('project_list.filters.clear') }
                      : null
                  }
                />
              }
              pages={{
                page,
                hrefFor: (at) => projectListPath(filters, at),
                label: t('project_list.pagination_label'),
              }}
            >
              {() => (
                <ProjectGrid projects={projects} headingLevel="h2" eagerCount={firstScreenCount} />
              )}
            </PagedList>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
