import { ownerProjectsPageSize, useAddedProjects } from '@/api/owner-projects/get-added-projects';
import { ProtectedPage } from '@/components/layout/protected-page';
import styles from '@/components/listing/owner-listings.module.css';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageGatedLink } from '@/components/listing/package-gated-link';
import { paths } from '@/utils/paths';
import { OwnerProjectRow } from './owner-project-row';

function OwnerProjectsContent() {
  const { t, tCount } = useSiteText();
  const range = useUrlListPage(ownerProjectsPageSize);
  const result = useAddedProjects({
    limit: range.limit,
    offset: range.offset,
    status: '',
    search: '',
  });
  return (
    <PagedList
      result={result}
      failedText={t('owner_projects.load_failed')}
      statusClassName={styles.status}
      pageSize={ownerProjectsPageSize}
      empty={
        <div className={styles.empty}>
          <p>{t('owner_projects.empty')}</p>
          <PackageGatedLink
            href={paths.addProject()}
            feature="project_list"
            className="button button-primary"
          >
            {t('owner_projects.add')}
          </PackageGatedLink>
        </div>
      }
      pages={{
        page: range.page,
        hrefFor: (at) => paths.userProjects({ page: at > 1 ? at : null }),
        label: t('owner_projects.pagination_label'),
      }}
    >
      {(projects) => (
        <>
          <p className={styles.count} role="status">
            {tCount('owner_projects.count', projects.total)}
          </p>
          <ul className={styles.list}>
            {projects.data.map((project) => (
              <OwnerProjectRow key={project.id} project={project} />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** /user/projects: the user's own projects in every state, with their actions. */
export function OwnerProjectsScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('owner_projects.title')}
      description={t('owner_projects.intro')}
      canonicalPath={paths.userProjects()}
    >
      {() => (
        <div className={styles.page}>
          <header className={styles.head}>
            <div>
              <h1 className={styles.title}>{t('owner_projects.title')}</h1>
              <p className={styles.intro}>{t('owner_projects.intro')}</p>
            </div>
            <PackageGatedLink
              href={paths.addProject()}
              feature="project_list"
              className="button button-primary"
            >
              {t('owner_projects.add')}
            </PackageGatedLink>
          </header>
          <OwnerProjectsContent />
        </div>
      )}
    </ProtectedPage>
  );
}
