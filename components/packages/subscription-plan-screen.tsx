import { usePackages } from '@/api/packages/get-packages';
import { ProtectedPage } from '@/components/account/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { HeldPackagesPanel } from './held-packages-panel';
import { PackageEndingReminder } from './package-ending-reminder';
import { PackageOfferCard } from './package-offer-card';
import styles from './packages.module.css';

function PlansContent() {
  const { t } = useSiteText();
  const { data, isError, refetch } = usePackages();
  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('packages.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <PackageEndingReminder held={data.active_packages} />
      <HeldPackagesPanel held={data.active_packages} />
      <section aria-labelledby="package-offers-title">
        <h2 id="package-offers-title" className={styles.sectionTitle}>
          {t('packages.offers.title')}
        </h2>
        {data.packages.length === 0 ? (
          <p className={styles.muted}>{t('packages.offers.none')}</p>
        ) : (
          <ul className={styles.grid}>
            {data.packages.map((item) => (
              <PackageOfferCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /subscription-plan: the packages on offer, and what the user holds and has left. */
export function SubscriptionPlanScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('packages.title')}
      description={t('packages.intro')}
      canonicalPath={paths.subscriptionPlan()}
    >
      {() => (
        <div className={styles.page}>
          <header>
            <h1 className={styles.title}>{t('packages.title')}</h1>
            <p className={styles.intro}>{t('packages.intro')}</p>
          </header>
          <PlansContent />
        </div>
      )}
    </ProtectedPage>
  );
}
