import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSiteText } from '@/components/layout/use-site-text';
import { loginPathFor } from '@/hooks/use-require-session';
import { FlagIcon, HandIcon, HeartIcon } from '@/components/layout/action-icons';
import styles from '@/components/listing/listing-actions.module.css';

/**
 * The listing's actions as the server renders them (every page is rendered signed out): links
 * to sign in that come back here, which work without JavaScript too.
 */
export function ListingActionLinks() {
  const { t } = useSiteText();
  const router = useRouter();
  const loginHref = loginPathFor(router.asPath);
  return (
    <div className={styles.actions}>
      <Link href={loginHref} className={styles.action} prefetch={false}>
        <HeartIcon size={20} isOn={false} className={styles.heart} />
        {t('property.actions.favourite')}
      </Link>
      <Link href={loginHref} className={styles.action} prefetch={false}>
        <HandIcon size={20} isOn={false} />
        {t('property.actions.interested')}
      </Link>
      <Link href={loginHref} className={styles.action} prefetch={false}>
        <FlagIcon size={20} />
        {t('property.actions.report')}
      </Link>
    </div>
  );
}

/**
 * Favourite, interest, share and report with their calls: loaded after hydration (they need
 * the browser's session anyway), the links above until then. This keeps the mutation code out
 * of the detail page's first load.
 */
export const LazyListingActions = dynamic(
  () => import('./listing-actions').then((module) => module.ListingActions),
  { ssr: false, loading: () => <ListingActionLinks /> },
);
