import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, type FormEvent } from 'react';
import { auditLogPageSize, useAuditLog } from '@/api/staff/audit-log';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { listPage, pageFromQuery } from '@/hooks/use-list-page';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { adminPaths } from '@/utils/admin-paths';
import styles from './staff.module.css';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
}

function logPath(filters: AuditFilters, page: number): string {
  return adminPaths.auditLog({
    action: filters.action || null,
    target_type: filters.targetType || null,
    target_id: filters.targetId || null,
    page: page > 1 ? page : null,
  });
}

const shown = (value: unknown): string => (value === null ? '' : JSON.stringify(value, null, 1));

/** /admin/audit-log (administrator): every staff action, newest first, filtered and paged. */
export function AuditLogScreen() {
  const { t, tCount, locale } = useSiteText();
  const router = useRouter();
  const id = useId();
  const filters: AuditFilters = {
    action: text(router.query.action),
    targetType: text(router.query.target_type),
    targetId: text(router.query.target_id),
  };
  const page = listPage(pageFromQuery(router.query.page), auditLogPageSize);
  const result = useAuditLog({ ...filters, actorId: null, limit: page.limit, offset: page.offset });
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void router.push(
      logPath(
        {
          action: text(form.get('action')).trim(),
          targetType: text(form.get('target_type')).trim(),
          targetId: text(form.get('target_id')).trim(),
        },
        1,
      ),
    );
  };

  return (
    <AdminPage
      title={t('console.audit.title')}
      description={t('console.audit.intro')}
      canonicalPath={adminPaths.auditLog()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('console.audit.title')}</h1>
          <p className={styles.intro}>{t('console.audit.intro')}</p>
        </header>
        <form className={styles.filters} role="search" onSubmit={submit} key={router.asPath}>
          <label className={styles.field} htmlFor={`${id}-action`}>
            {t('console.audit.action')}
            <input
              id={`${id}-action`}
              name="action"
              defaultValue={filters.action}
              placeholder="admin/user-status"
              className={styles.control}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-type`}>
            {t('console.audit.target_type')}
            <input
              id={`${id}-type`}
              name="target_type"
              defaultValue={filters.targetType}
              className={styles.control}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-target`}>
            {t('console.audit.target_id')}
            <input
              id={`${id}-target`}
              name="target_id"
              defaultValue={filters.targetId}
              className={styles.control}
            />
          </label>
          <Button type="submit">{t('common.search')}</Button>
        </form>
        <PagedList
          result={result}
          failedText={t('console.audit.load_failed')}
          statusClassName={styles.status}
          pageSize={page.limit}
          emptyText={t('console.audit.empty')}
          pages={{
            page: page.page,
            hrefFor: (next) => logPath(filters, next),
            label: t('console.audit.pagination_label'),
          }}
        >
          {(entries) => (
            <>
              <p className={styles.count} role="status">
                {tCount('console.audit.count', entries.total)}
              </p>
              <ol className={styles.list}>
                {entries.data.map((entry) => (
                  <li key={entry.id} className={styles.item}>
                    <div className={styles.itemHead}>
                      <strong>
                        <bdi>{entry.action}</bdi>
                      </strong>
                      <time dateTime={entry.created_at} className={styles.meta}>
                        {when.format(new Date(entry.created_at))}
                      </time>
                    </div>
                    <p className={styles.meta}>
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
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
