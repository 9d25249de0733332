import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, type FormEvent } from 'react';
import { adminUsersPageSize, useAdminUsers } from '@/api/staff/admin-users';
import { userReadRoles } from '@/contracts/staff-roles';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { pageFromQuery, listPage } from '@/hooks/use-list-page';
import { adminPaths } from '@/utils/admin-paths';
import { AccountBadges } from './account-badges';
import styles from './staff.module.css';

interface UserFilters {
  search: string;
  status: string;
  role: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function listPath(filters: UserFilters, page: number): string {
  return adminPaths.users({
    search: filters.search || null,
    status: filters.status || null,
    role: filters.role || null,
    page: page > 1 ? page : null,
  });
}

/** /admin/users: accounts by name, email or mobile, filtered by status and role. */
export function UsersScreen() {
  const { t, tCount } = useSiteText();
  const router = useRouter();
  const id = useId();
  const filters: UserFilters = {
    search: text(router.query.search),
    status: text(router.query.status),
    role: text(router.query.role),
  };
  const page = listPage(pageFromQuery(router.query.page), adminUsersPageSize);
  const result = useAdminUsers({ ...filters, limit: page.limit, offset: page.offset });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void router.push(
      listPath(
        {
          search: text(form.get('search')).trim(),
          status: text(form.get('status')),
          role: text(form.get('role')),
        },
        1,
      ),
    );
  };

  return (
    <AdminPage
      roles={userReadRoles}
      title={t('console.users.title')}
      description={t('console.users.intro')}
      canonicalPath={adminPaths.users()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('console.users.title')}</h1>
          <p className={styles.intro}>{t('console.users.intro')}</p>
        </header>
        <form className={styles.filters} role="search" onSubmit={submit} key={router.asPath}>
          <label className={styles.field} htmlFor={`${id}-search`}>
            {t('console.users.search')}
            <input
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={filters.search}
              className={styles.control}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-status`}>
            {t('console.users.status')}
            <select
              id={`${id}-status`}
              name="status"
              defaultValue={filters.status}
              className={styles.control}
            >
              <option value="">{t('console.users.any')}</option>
              <option value="active">{t('console.status.active')}</option>
              <option value="deactivated">{t('console.status.deactivated')}</option>
            </select>
          </label>
          <label className={styles.field} htmlFor={`${id}-role`}>
            {t('console.users.role')}
            <select
              id={`${id}-role`}
              name="role"
              defaultValue={filters.role}
              className={styles.control}
            >
              <option value="">{t('console.users.any')}</option>
              <option value="staff">{t('console.users.any_staff')}</option>
              <option value="administrator">{t('console.role.admin')}</option>
              <option value="moderator">{t('console.role.moderator')}</option>
              <option value="support">{t('console.role.support')}</option>
              <option value="none">{t('console.role.user')}</option>
            </select>
          </label>
          <Button type="submit">{t('common.search')}</Button>
        </form>
        <PagedList
          result={result}
          failedText={t('console.users.load_failed')}
          statusClassName={styles.status}
          pageSize={page.limit}
          empty={<p className={styles.status}>{t('console.users.empty')}</p>}
          pages={{
            page: page.page,
            hrefFor: (next) => listPath(filters, next),
            label: t('console.users.pagination_label'),
          }}
        >
          {(users) => (
            <>
              <p className={styles.count} role="status">
                {tCount('console.users.count', users.total)}
              </p>
              <ul className={styles.list}>
                {users.data.map((user) => (
                  <li key={user.id} className={styles.item}>
                    <div className={styles.itemHead}>
                      <Link href={adminPaths.user(user.id)} prefetch={false}>
                        <bdi>{user.deleted ? t('console.users.deleted_name') : user.name}</bdi>
                      </Link>
                      <AccountBadges user={user} />
                    </div>
                    <p className={styles.meta}>
                      <bdi>{[user.email, user.mobile].filter(Boolean).join(' · ')}</bdi>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
