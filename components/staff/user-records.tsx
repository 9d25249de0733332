import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AdminUserDto } from '@/contracts/dto/staff-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { formatMoney } from '@/utils/format-money';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { paths } from '@/utils/paths';
import { adminPaths } from '@/utils/admin-paths';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './staff.module.css';

function Records<Row>({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}) {
  const { t } = useSiteText();
  return (
    <section className={consoleStyles.section} aria-label={title}>
      <h2 className={consoleStyles.sectionTitle}>
        {title} <span className={consoleStyles.muted}>({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className={consoleStyles.muted}>{t('console.user.none')}</p>
      ) : (
        <ul className={styles.rows}>{rows.map(children)}</ul>
      )}
    </section>
  );
}

/** An account's listings, packages, payments, reports and blocks (the newest of each). */
export function UserRecords({ user }: { user: AdminUserDto }) {
  const { t, locale } = useSiteText();
  const date = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <Records title={t('console.user.listings')} rows={user.listings}>
        {(listing) => (
          <li key={`${listing.kind}-${listing.id}`}>
            <Link
              href={
                listing.kind === 'project'
                  ? paths.projectDetail(listing.slug_id)
                  : paths.propertyDetail(listing.slug_id)
              }
              prefetch={false}
            >
              <bdi>{listing.title}</bdi>
            </Link>{' '}
            <span className={consoleStyles.muted}>
              {t(`console.user.kind.${listing.kind}`)} ·{' '}
              {t(`owner_listings.badge.${listing.review_status}`)} ·{' '}
              {t(
                listing.is_active
                  ? 'console.user.shown'
                  : listing.hidden_with_owner
                    ? 'console.user.hidden_with_owner'
                    : 'console.user.off',
              )}
            </span>
          </li>
        )}
      </Records>
      <Records title={t('console.user.packages')} rows={user.packages}>
        {(held) => (
          <li key={held.id}>
            <bdi>{held.package_name}</bdi>{' '}
            <span className={consoleStyles.muted}>
              {date(held.starts_at)} – {date(held.ends_at)}
            </span>
          </li>
        )}
      </Records>
      <Records title={t('console.user.payments')} rows={user.payments}>
        {(payment) => (
          <li key={payment.id}>
            <bdi>{payment.package_name}</bdi> ·{' '}
            {formatMoney(payment.amount, payment.currency, locale)}{' '}
            <span className={consoleStyles.muted}>
              {payment.gateway} · {payment.status} · {date(payment.created_at)}
            </span>
          </li>
        )}
      </Records>
      {(['reports_made', 'reports_received'] as const).map((side) => (
        <Records key={side} title={t(`console.user.${side}`)} rows={user[side]}>
          {(report) => (
            <li key={`${report.kind}-${report.id}`}>
              {report.other_user_id ? (
                <Link href={adminPaths.user(report.other_user_id)} prefetch={false}>
                  <bdi>{report.other_name}</bdi>
                </Link>
              ) : (
                <bdi>{report.other_name}</bdi>
              )}
              {report.listing_title ? (
                <>
                  {' · '}
                  <bdi>{report.listing_title}</bdi>
                </>
              ) : null}{' '}
              <span className={consoleStyles.muted}>
                <bdi>{report.reason}</bdi> · {report.status} · {date(report.created_at)}
              </span>
            </li>
          )}
        </Records>
      ))}
      {(['blocks_made', 'blocked_by'] as const).map((side) => (
        <Records key={side} title={t(`console.user.${side}`)} rows={user[side]}>
          {(block) => (
            <li key={block.id}>
              {block.to_admin ? (
                t('console.user.blocked_admin')
              ) : block.blocked_user_id ? (
                <Link href={adminPaths.user(block.blocked_user_id)} prefetch={false}>
                  <bdi>{block.blocked_name}</bdi>
                </Link>
              ) : null}{' '}
              <span className={consoleStyles.muted}>
                <bdi>{block.reason}</bdi> · {date(block.created_at)}
              </span>
            </li>
          )}
        </Records>
      ))}
    </>
  );
}
