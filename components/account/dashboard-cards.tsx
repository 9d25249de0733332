import Link from 'next/link';
import { useUnreadCounts } from '@/api/notifications/get-unread-counts';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './dashboard-screen.module.css';

interface DashboardArea {
  key:
    | 'properties'
    | 'projects'
    | 'favourites'
    | 'feed'
    | 'verification'
    | 'messages'
    | 'subscription'
    | 'transactions';
  /** Where the area lives; null while its page does not exist yet. */
  href: string | null;
}

const whenBuilt = (href: string): string | null => (hasPage(href) ? href : null);

/** The account's areas; an area whose page is still to come says so instead of linking. */
const areas: readonly DashboardArea[] = [
  { key: 'properties', href: whenBuilt(paths.userProperties()) },
  { key: 'projects', href: whenBuilt(paths.userProjects()) },
  { key: 'favourites', href: whenBuilt(paths.favourites()) },
  { key: 'verification', href: whenBuilt(paths.agentVerification()) },
  { key: 'feed', href: whenBuilt(paths.personalisedFeed()) },
  { key: 'messages', href: whenBuilt(paths.chat()) },
  { key: 'subscription', href: whenBuilt(paths.subscriptionPlan()) },
  { key: 'transactions', href: whenBuilt(paths.transactionHistory()) },
];

/** The unread messages beside the Messages card's title, once counted. */
function UnreadMessages() {
  const { tCount } = useSiteText();
  const unread = useUnreadCounts().data?.messages ?? 0;
  return unread > 0 ? <span className={styles.unread}>{tCount('chat.unread', unread)}</span> : null;
}

/** Cards leading to the account's areas; the Messages card says how many are unread. */
export function DashboardCards() {
  const { t } = useSiteText();
  return (
    <ul className={styles.cards}>
      {areas.map((area) => (
        <li key={area.key} className={styles.card}>
          <h2 className={styles.cardTitle}>{t(`dashboard.area.${area.key}.title`)}</h2>
          <p className={styles.muted}>{t(`dashboard.area.${area.key}.text`)}</p>
          {area.key === 'messages' && area.href ? <UnreadMessages /> : null}
          {area.href ? (
            <Link href={area.href} prefetch={false} className={styles.cardLink}>
              {t(`dashboard.area.${area.key}.action`)}
            </Link>
          ) : (
            <span className={styles.soon}>{t('dashboard.area.coming_soon')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
