import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useConsoleDashboard } from '@/api/staff/console-dashboard';
import type { DailyFigureDto } from '@/contracts/dto/staff-dto';
import { userReadRoles } from '@/contracts/staff-roles';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Loaded } from '@/components/ui/load-status';
import { formatMoney } from '@/utils/format-money';
import { adminPaths } from '@/utils/admin-paths';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './dashboard.module.css';

/** The charts load with the dashboard only: no other page carries Chart.js. */
const DailyChart = dynamic(() => import('./daily-chart'), { ssr: false });

interface TileProps {
  title: string;
  figure: ReactNode;
  details?: ReactNode;
  daily?: DailyFigureDto[];
  chartLabel?: string;
  link?: { href: string; label: string };
}

function Tile({ title, figure, details, daily, chartLabel, link }: TileProps) {
  return (
    <section className={styles.tile} aria-label={title}>
      <h2 className={styles.tileTitle}>{title}</h2>
      <p className={styles.figure}>{figure}</p>
      {details}
      {daily && chartLabel ? (
        <div className={styles.chart}>
          <DailyChart figures={daily} label={chartLabel} />
        </div>
      ) : null}
      {link ? (
        <Link href={link.href} prefetch={false} className={styles.link}>
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

const total = (daily: DailyFigureDto[]) => daily.reduce((sum, figure) => sum + figure.value, 0);

/** /admin: the console's dashboard; each figure links to the queue behind it. */
export function DashboardScreen() {
  const { t, locale } = useSiteText();
  const result = useConsoleDashboard();
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <ConsoleScreen
      roles={userReadRoles}
      title={t('console.dashboard.title')}
      description={t('console.dashboard.intro')}
      canonicalPath={adminPaths.dashboard()}
    >
      <Loaded
        result={result}
        failedText={t('console.dashboard.load_failed')}
        className={consoleStyles.status}
      >
        {(board) => (
          <div className={styles.grid}>
            <Tile
              title={t('console.dashboard.pending_reviews')}
              figure={number(
                board.pending_reviews.properties +
                  board.pending_reviews.projects +
                  board.pending_reviews.changes +
                  board.pending_reviews.advertisements +
                  board.pending_reviews.verifications,
              )}
              details={
                <ul className={styles.breakdown}>
                  {(
                    [
                      'properties',
                      'projects',
                      'changes',
                      'advertisements',
                      'verifications',
                    ] as const
                  ).map((kind) => (
                    <li key={kind}>
                      {t(`console.dashboard.review.${kind}`)}: {number(board.pending_reviews[kind])}
                    </li>
                  ))}
                </ul>
              }
              link={{ href: adminPaths.listings(), label: t('console.dashboard.to_reviews') }}
            />
            <Tile
              title={t('console.dashboard.listings')}
              figure={number(board.listings.approved)}
              details={
                <ul className={styles.breakdown}>
                  {(['approved', 'pending', 'rejected', 'inactive'] as const).map((state) => (
                    <li key={state}>
                      {t(`console.dashboard.state.${state}`)}: {number(board.listings[state])}
                    </li>
                  ))}
                </ul>
              }
              daily={board.new_listings}
              chartLabel={t('console.dashboard.new_listings_chart', {
                count: number(total(board.new_listings)),
              })}
              link={{ href: adminPaths.listings(), label: t('console.dashboard.to_listings') }}
            />
            <Tile
              title={t('console.dashboard.new_users')}
              figure={number(board.new_users.last_30_days)}
              details={
                <p className={styles.note}>
                  {t('console.dashboard.users_total', { count: number(board.new_users.total) })}
                </p>
              }
              daily={board.new_users.daily}
              chartLabel={t('console.dashboard.new_users_chart', {
                count: number(board.new_users.last_30_days),
              })}
              link={{ href: adminPaths.users(), label: t('console.dashboard.to_users') }}
            />
            <Tile
              title={t('console.dashboard.open_reports')}
              figure={number(board.open_reports.total)}
              daily={board.open_reports.daily}
              chartLabel={t('console.dashboard.reports_chart', {
                count: number(total(board.open_reports.daily)),
              })}
            />
            {board.revenue ? (
              <Tile
                title={t('console.dashboard.revenue')}
                figure={number(
                  board.revenue.by_gateway.reduce((sum, row) => sum + row.payments, 0),
                )}
                details={
                  board.revenue.by_gateway.length === 0 ? (
                    <p className={styles.note}>{t('console.dashboard.no_revenue')}</p>
                  ) : (
                    <ul className={styles.breakdown}>
                      {board.revenue.by_gateway.map((row) => (
                        <li key={`${row.gateway}-${row.currency}`}>
                          {t(`payments.gateway.${row.gateway}`)}:{' '}
                          {formatMoney(row.amount, row.currency, locale)}
                        </li>
                      ))}
                    </ul>
                  )
                }
                daily={board.revenue.daily}
                chartLabel={t('console.dashboard.payments_chart', {
                  count: number(total(board.revenue.daily)),
                })}
              />
            ) : null}
          </div>
        )}
      </Loaded>
    </ConsoleScreen>
  );
}
