import Link from 'next/link';
import { adminUsersPageSize, useAdminUsers } from '@/api/staff/admin-users';
import { userReadRoles } from '@/contracts/staff-roles';
import {
  ConsoleFilters,
  filterParameters,
  useAddressFilters,
} from '@/components/layout/console-filters';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';
import { adminPaths } from '@/utils/admin-paths';
import { AccountBadges } from './account-badges';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './staff.module.css';

const filterNames = ['search', 'status', 'role'] as const;
type UserFilters = Record<(typeof filterNames)[number], string>;

const listPath = (filters: UserFilters, page = 1): string =>
  adminPaths.users({ ...filterParameters(filters), page: page > 1 ? page : null });

/** /admin/users: accounts by name, email or mobile, filtered by status and role. */
export function UsersScreen() {
  const { t, tCount } = useSiteText();
  const filters = useAddressFilters(filterNames);
  const page = useUrlListPage(adminUsersPageSize);
  const result = useAdminUsers({ ...filters, limit: page.limit, offset: page.offset });
  return (
    <ConsoleScreen
      roles={userReadRoles}
      title={t('console.users.title')}
      description={t('console.users.intro')}
      canonicalPath={adminPaths.users()}
    >
      <ConsoleFilters
        values={filters}
        pathFor={listPath}
        fields={[
          { name: 'search', label: t('console.users.search'), type: 'search' },
          {
            name: 'status',
            label: t('console.users.status'),
            choices: (['active', 'deactivated'] as const).map((status) => ({
              value: status,
              label: t(`console.status.${status}`),
            })),
          },
          {
            name: 'role',
            label: t('console.users.role'),
            choices: [
              { value: 'staff', label: t('console.users.any_staff') },
              { value: 'administrator', label: t('console.role.admin') },
              { value: 'moderator', label: t('console.role.moderator') },
              { value: 'support', label: t('console.role.support') },
              { value: 'none', label: t('console.role.user') },
            ],
          },
        ]}
      />
      <PagedList
        result={result}
        failedText={t('console.users.load_failed')}
        pageSize={page.limit}
        empty={<p className={consoleStyles.status}>{t('console.users.empty')}</p>}
        pages={{
          page: page.page,
          hrefFor: (next) => listPath(filters, next),
          label: t('console.users.pagination_label'),
        }}
        countText={(users) => tCount('console.users.count', users.total)}
        countClassName={consoleStyles.count}
      >
        {(users) => (
          <ul className={consoleStyles.list}>
            {users.data.map((user) => (
              <li key={user.id} className={consoleStyles.item}>
                <div className={styles.itemHead}>
                  <Link href={adminPaths.user(user.id)} prefetch={false}>
                    <bdi>{user.deleted ? t('console.users.deleted_name') : user.name}</bdi>
                  </Link>
                  <AccountBadges user={user} />
                </div>
                <p className={consoleStyles.muted}>
                  <bdi>{[user.email, user.mobile].filter(Boolean).join(' · ')}</bdi>
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </ConsoleScreen>
  );
}
