import Link from 'next/link';
import { useBlockedAdmin, useStaffMembers } from '@/api/staff/staff-members';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { Loaded } from '@/components/ui/load-status';
import { PagedList } from '@/components/ui/paged-list';
import { useLocalListPage } from '@/hooks/use-list-page';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { adminPaths } from '@/utils/admin-paths';
import { AccountBadges } from './account-badges';
import consoleStyles from '@/components/layout/console.module.css';
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
    <ConsoleScreen
      title={t('console.staff.title')}
      description={t('console.staff.intro')}
      canonicalPath={adminPaths.staff()}
    >
      <ConsoleSection title={t('console.staff.members')}>
        <Loaded
          result={members}
          failedText={t('console.staff.load_failed')}
          className={consoleStyles.status}
        >
          {(staff) => (
            <ul className={styles.rows}>
              {staff.map((member) => (
                <li key={member.id} className={styles.itemHead}>
                  <Link href={adminPaths.user(member.id)} prefetch={false}>
                    <bdi>{member.name}</bdi>
                  </Link>
                  <AccountBadges user={{ ...member, deleted: false }} />
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </ConsoleSection>
      <ConsoleSection title={t('console.staff.blocked_admin')}>
        <PagedList
          result={blockers}
          failedText={t('console.staff.load_failed')}
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
                  <span className={consoleStyles.muted}>
                    <bdi>{block.reason}</bdi> · {date.format(new Date(block.created_at))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </ConsoleSection>
    </ConsoleScreen>
  );
}
