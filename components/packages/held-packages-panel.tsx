import { useId } from 'react';
import type { ActivePackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { PackageFeatureList } from './package-feature-list';
import styles from './packages.module.css';

/** The packages the user holds now, with what is left of each limit and when each ends. */
export function HeldPackagesPanel({ held }: { held: readonly ActivePackageDto[] }) {
  const { t, locale } = useSiteText();
  const headingId = useId();
  const dateOf = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('packages.held.title')}
      </h2>
      {held.length === 0 ? (
        <p className={styles.muted}>{t('packages.held.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {held.map((entry) => (
            <li key={entry.id ?? `included-${entry.package_id}`} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <bdi>{entry.name}</bdi>
              </h3>
              <p className={styles.muted}>
                {entry.is_included
                  ? t('packages.held.included')
                  : t('packages.held.ends', { date: dateOf(entry.ends_at) })}
              </p>
              <PackageFeatureList features={entry.features} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
