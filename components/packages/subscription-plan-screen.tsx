import { usePackages } from '@/api/packages/get-packages';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { useSessionRestored } from '@/hooks/use-require-session';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { paths } from '@/utils/paths';
import { LoadStatus } from '@/components/ui/load-status';
import { HeldPackagesPanel } from './held-packages-panel';
import { PackageEndingReminder } from './package-ending-reminder';
import { PackageOfferCard } from './package-offer-card';
import styles from './packages.module.css';

function PlansContent({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useSiteText();
  const { data, isError, refetch } = usePackages({ forVisitor: true });
  if (!data) {
    return (
      <LoadStatus
        isError={isError}
        failedText={t('packages.load_failed')}
        onRetry={refetch}
        className={styles.status}
      />
    );
  }
  return (
    <>
      {isSignedIn ? (
        <>
          <PackageEndingReminder held={data.active_packages} />
          <HeldPackagesPanel held={data.active_packages} />
        </>
      ) : null}
      <section aria-labelledby="package-offers-title">
        <h2 id="package-offers-title" className={styles.sectionTitle}>
          {t('packages.offers.title')}
        </h2>
        {data.packages.length === 0 ? (
          <p className={styles.muted}>{t('packages.offers.none')}</p>
        ) : (
          <ul className={styles.grid}>
            {data.packages.map((item) => (
              <PackageOfferCard key={item.id} item={item} isSignedIn={isSignedIn} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /subscription-plan: the packages on offer, for everyone (a visitor signs in to take one),
 * and for a signed-in user what they hold and have left.
 */
export function SubscriptionPlanScreen() {
  const { t } = useSiteText();
  const isRestored = useSessionRestored();
  const user = useAppSelector(selectSessionUser);
  return (
    <PageShell
      title={t('packages.title')}
      description={t('packages.intro')}
      canonicalPath={paths.subscriptionPlan()}
    >
      <div className={`container ${styles.page}`}>
        <header>
          <h1 className={styles.title}>{t('packages.title')}</h1>
          <p className={styles.intro}>{t('packages.intro')}</p>
        </header>
        {isRestored ? (
          <PlansContent isSignedIn={user !== null} />
        ) : (
          <p className={styles.status} role="status">
            {t('common.loading')}
          </p>
        )}
      </div>
    </PageShell>
  );
}
