import Link from 'next/link';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { profileCompleteness, type ProfileParts } from '@/utils/profile-completeness';
import styles from './dashboard-screen.module.css';

/** How complete the profile is, what is missing, and the way to complete it. */
export function ProfileCompletenessCard({ user }: { user: ProfileParts }) {
  const { t } = useSiteText();
  const { missing, percent, isComplete } = profileCompleteness(user);

  return (
    <section className={styles.completeness} aria-labelledby="profile-completeness-title">
      <div className={styles.completenessHead}>
        <h2 id="profile-completeness-title" className={styles.cardTitle}>
          {t('dashboard.completeness.title')}
        </h2>
        <span className={styles.percent}>{t('dashboard.completeness.percent', { percent })}</span>
      </div>
      <div
        className={styles.meter}
        role="progressbar"
        aria-label={t('dashboard.completeness.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.meterFill} style={{ inlineSize: `${percent}%` }} />
      </div>
      {isComplete ? (
        <p className={styles.muted}>{t('dashboard.completeness.complete')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('dashboard.completeness.missing_intro')}</p>
          <ul className={styles.missing}>
            {missing.map((part) => (
              <li key={part}>{t(`dashboard.completeness.part.${part}`)}</li>
            ))}
          </ul>
          <Link href={paths.profile()} prefetch={false} className="button button-primary">
            {t('dashboard.completeness.action')}
          </Link>
        </>
      )}
    </section>
  );
}
