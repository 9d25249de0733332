import { useRouter } from 'next/router';
import { ownerProjectsPageSize, useAddedProjects } from '@/api/owner-projects/get-added-projects';
import { ProtectedPage } from '@/components/layout/protected-page';
import styles from '@/components/owner-listings/owner-listings.module.css';
import { Pagination } from '@/components/ui/pagination';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageGatedLink } from '@/components/packages/package-gated-link';
import { paths } from '@/utils/paths';
import { OwnerProjectRow } from './owner-project-row';

/** The page number from the URL (1 unless a later page is given). */
export function readOwnerProjectsPage(query: Record<string, unknown>): number {
  const raw = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = Number(raw ?? '');
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function OwnerProjectsContent() {
  const { t, tCount } = useSiteText();
  const router = useRouter();
  const page = readOwnerProjectsPage(router.query);
  const { data, isError, refetch } = useAddedProjects({
    limit: ownerProjectsPageSize,
    offset: (page - 1) * ownerProjectsPageSize,
    status: '',
    search: '',
  });
  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('owner_projects.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) {
    return (
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
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {tCount('owner_projects.count', data.total)}
      </p>
      <ul className={styles.list}>
        {data.data.map((project) => (
          <OwnerProjectRow key={project.id} project={project} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / ownerProjectsPageSize)}
        hrefFor={(at) => paths.userProjects({ page: at > 1 ? at : null })}
        label={t('owner_projects.pagination_label')}
      />
    </>
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
