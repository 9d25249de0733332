import type { ActivePackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './packages.module.css';

/** Packages are one-off: a few days before one ends, this says so (no automatic renewal). */
export function PackageEndingReminder({ held }: { held: readonly ActivePackageDto[] }) {
  const { t, locale } = useSiteText();
  const ending = held.filter((entry) => entry.ends_soon);
  if (ending.length === 0) return null;
  const dateOf = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className={styles.reminder} role="status">
      {ending.map((entry) => (
        <p key={entry.id ?? entry.package_id}>
          {t('packages.reminder', { name: entry.name, date: dateOf(entry.ends_at) })}
        </p>
      ))}
    </div>
  );
}
