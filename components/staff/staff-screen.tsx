import Link from 'next/link';
import { useBlockedAdmin, useStaffMembers } from '@/api/staff/staff-members';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { LoadStatus } from '@/components/ui/load-status';
import { PagedList } from '@/components/ui/paged-list';
import { useLocalListPage } from '@/hooks/use-list-page';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { adminPaths } from '@/utils/admin-paths';
import { AccountBadges } from './account-badges';
import styles from './staff.module.css';

/** Blocks of the admin per page of /admin/staff. */
const blockersPageSize = 20;

/**
 * /admin/staff (administrator): the staff and their roles (a role is granted on a person's
 * page), and who blocked the admin (`to_admin`).
 */
export function StaffScreen() {
  const { t, locale } = useSiteText();
  const members = useStaffMembers();
  const blockersPage = useLocalListPage(blockersPageSize);
  const blockers = useBlockedAdmin({ limit: blockersPage.limit, offset: blockersPage.offset });
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <AdminPage
      title={t('console.staff.title')}
      description={t('console.staff.intro')}
      canonicalPath={adminPaths.staff()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('console.staff.title')}</h1>
          <p className={styles.intro}>{t('console.staff.intro')}</p>
        </header>
        <section className={styles.section} aria-label={t('console.staff.members')}>
          <h2 className={styles.sectionTitle}>{t('console.staff.members')}</h2>
          {members.data ? (
            <ul className={styles.rows}>
              {members.data.map((member) => (
                <li key={member.id} className={styles.itemHead}>
                  <Link href={adminPaths.user(member.id)} prefetch={false}>
                    <bdi>{member.name}</bdi>
                  </Link>
                  <AccountBadges user={{ ...member, deleted: false }} />
                </li>
              ))}
            </ul>
          ) : (
            <LoadStatus
              isError={members.isError}
              failedText={t('console.staff.load_failed')}
              onRetry={members.refetch}
              className={styles.status}
            />
          )}
        </section>
        <section className={styles.section} aria-label={t('console.staff.blocked_admin')}>
          <h2 className={styles.sectionTitle}>{t('console.staff.blocked_admin')}</h2>
          <PagedList
            result={blockers}
            failedText={t('console.staff.load_failed')}
            statusClassName={styles.status}
            pageSize={blockersPageSize}
            emptyText={t('console.staff.nobody_blocked')}
          >
            {(page) => (
              <ul className={styles.rows}>
                {page.data.map((block) => (
                  <li key={block.block_id}>
                    <Link href={adminPaths.user(block.user_id)} prefetch={false}>
                      <bdi>{block.name}</bdi>
                    </Link>{' '}
                    <span className={styles.meta}>
                      <bdi>{block.reason}</bdi> · {date.format(new Date(block.created_at))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </section>
      </div>
    </AdminPage>
  );
}
