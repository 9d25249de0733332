import Link from 'next/link';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import styles from './dashboard-screen.module.css';

interface DashboardArea {
  key: 'properties' | 'favourites' | 'messages' | 'subscription';
  /** Where the area lives; null while its page does not exist yet. */
  href: string | null;
}

/** The account's areas; later issues give them their pages and numbers. */
const areas: readonly DashboardArea[] = [
  { key: 'properties', href: paths.userProperties() },
  { key: 'favourites', href: paths.favourites() },
  { key: 'messages', href: null },
  { key: 'subscription', href: paths.subscriptionPlan() },
];

/** Cards leading to the account's areas. */
export function DashboardCards() {
  const { t } = useSiteText();
  return (
    <ul className={styles.cards}>
      {areas.map((area) => (
        <li key={area.key} className={styles.card}>
          <h2 className={styles.cardTitle}>{t(`dashboard.area.${area.key}.title`)}</h2>
          <p className={styles.muted}>{t(`dashboard.area.${area.key}.text`)}</p>
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
