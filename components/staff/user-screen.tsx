import { useRouter } from 'next/router';
import { useAdminUser } from '@/api/staff/admin-users';
import { userReadRoles } from '@/contracts/staff-roles';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { LoadStatus } from '@/components/ui/load-status';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { adminPaths } from '@/utils/admin-paths';
import { AccountBadges } from './account-badges';
import { UserActions } from './user-actions';
import { UserRecords } from './user-records';
import consoleStyles from '@/components/layout/console.module.css';
import pageStyles from '@/styles/page.module.css';
import styles from './staff.module.css';

/** /admin/users/[id]: one account, what it holds and did, and what staff may do to it. */
export function UserScreen() {
  const { t, locale } = useSiteText();
  const router = useRouter();
  const userId = Number(router.query.id);
  const result = useAdminUser(Number.isInteger(userId) && userId > 0 ? userId : 0);
  const viewer = useAppSelector(selectSessionUser);
  const user = result.data;
  return (
    <AdminPage
      roles={userReadRoles}
      title={t('console.user.title')}
      description={t('console.users.intro')}
      canonicalPath={adminPaths.user(userId || 0)}
    >
      <div className={pageStyles.workspace}>
        {!user || !viewer ? (
          <LoadStatus
            isError={result.isError}
            failedText={t('console.users.load_failed')}
            onRetry={result.refetch}
            className={consoleStyles.status}
          />
        ) : (
          <>
            <header className={styles.itemHead}>
              <h1 className={pageStyles.title}>
                <bdi>{user.deleted ? t('console.users.deleted_name') : user.name}</bdi>
              </h1>
              <AccountBadges user={user} />
            </header>
            <section className={consoleStyles.section} aria-label={t('console.user.facts')}>
              <dl className={styles.facts}>
                <dt>{t('auth.fields.email')}</dt>
                <dd>
                  <bdi>{user.email ?? '—'}</bdi>
                </dd>
                <dt>{t('auth.fields.mobile')}</dt>
                <dd>
                  <bdi>{user.mobile ?? '—'}</bdi>
                </dd>
                <dt>{t('profile.fields.address')}</dt>
                <dd>
                  <bdi>{user.address ?? '—'}</bdi>
                </dd>
                <dt>{t('console.user.joined')}</dt>
                <dd>
                  {dateTimeFormat(locale, { dateStyle: 'medium' }).format(
                    new Date(user.created_at),
                  )}
                </dd>
                <dt>{t('console.user.sessions')}</dt>
                <dd>{user.live_sessions}</dd>
              </dl>
            </section>
            <UserActions user={user} viewer={viewer} />
            <UserRecords user={user} />
          </>
        )}
      </div>
    </AdminPage>
  );
}
