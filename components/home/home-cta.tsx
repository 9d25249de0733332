import Link from 'next/link';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './home-cta.module.css';

/** An invitation to list a property, between the listing sections. */
export function HomeCta() {
  const { t } = useSiteText();
  return (
    <section className="container" aria-labelledby="home-cta-title">
      <div className={styles.band}>
        <div>
          <h2 id="home-cta-title" className={styles.title}>
            {t('home.cta.title')}
          </h2>
          <p className={styles.text}>{t('home.cta.text')}</p>
        </div>
        <div className={styles.actions}>
          <Link href={paths.addProperty()} prefetch={false} className="button button-accent">
            {t('nav.add_property')}
          </Link>
          {hasPage(paths.subscriptionPlan()) ? (
            <Link href={paths.subscriptionPlan()} prefetch={false} className={styles.secondary}>
              {t('home.cta.plans')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
