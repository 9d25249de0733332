import Link from 'next/link';
import { auditLogPageSize, useAuditLog } from '@/api/staff/audit-log';
import {
  ConsoleFilters,
  filterParameters,
  useAddressFilters,
} from '@/components/layout/console-filters';
import { ConsolePagedList } from '@/components/layout/console-paged-list';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { useUrlListPage } from '@/hooks/use-list-page';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { adminPaths } from '@/utils/admin-paths';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './staff.module.css';

const filterNames = ['action', 'target_type', 'target_id'] as const;
type AuditFilters = Record<(typeof filterNames)[number], string>;

const logPath = (filters: AuditFilters, page = 1): string =>
  adminPaths.auditLog({ ...filterParameters(filters), page: page > 1 ? page : null });

const shown = (value: unknown): string => (value === null ? '' : JSON.stringify(value, null, 1));

/** /admin/audit-log (administrator): every staff action, newest first, filtered and paged. */
export function AuditLogScreen() {
  const { t, locale } = useSiteText();
  const filters = useAddressFilters(filterNames);
  const page = useUrlListPage(auditLogPageSize);
  const result = useAuditLog({
    action: filters.action,
    targetType: filters.target_type,
    targetId: filters.target_id,
    actorId: null,
    limit: page.limit,
    offset: page.offset,
  });
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <ConsoleScreen
      title={t('console.audit.title')}
      description={t('console.audit.intro')}
      canonicalPath={adminPaths.auditLog()}
    >
      <ConsoleFilters
        values={filters}
        pathFor={logPath}
        fields={[
          { name: 'action', label: t('console.audit.action'), placeholder: 'admin/user-status' },
          { name: 'target_type', label: t('console.audit.target_type') },
          { name: 'target_id', label: t('console.audit.target_id') },
        ]}
      />
      <ConsolePagedList
        texts="console.audit"
        result={result}
        page={page}
        hrefFor={(next) => logPath(filters, next)}
      >
        {(entries) => (
          <ol className={consoleStyles.list}>
            {entries.data.map((entry) => (
              <li key={entry.id} className={consoleStyles.item}>
                <div className={styles.itemHead}>
                  <strong>
                    <bdi>{entry.action}</bdi>
                  </strong>
                  <time dateTime={entry.created_at} className={consoleStyles.muted}>
                    {when.format(new Date(entry.created_at))}
                  </time>
                </div>
                <p className={consoleStyles.muted}>
                  <Link href={adminPaths.user(entry.actor_id)} prefetch={false}>
                    <bdi>{entry.actor_name}</bdi>
                  </Link>{' '}
                  ({t(`console.role.${entry.actor_role}`)}) · <bdi>{entry.address}</bdi>
                  {entry.target_type || entry.target_id ? (
                    <>
                      {' · '}
                      <bdi>
                        {entry.target_type ?? ''} {entry.target_id ?? ''}
                      </bdi>
                    </>
                  ) : null}
                </p>
                {entry.before !== null && (
                  <pre className={styles.changes} aria-label={t('console.audit.before')}>
                    {t('console.audit.before')}: {shown(entry.before)}
                  </pre>
                )}
                {entry.after !== null && (
                  <pre className={styles.changes} aria-label={t('console.audit.after')}>
                    {t('console.audit.after')}: {shown(entry.after)}
                  </pre>
                )}
              </li>
            ))}
          </ol>
        )}
      </ConsolePagedList>
    </ConsoleScreen>
  );
}
