import type { HeldFeatureDto, PackageFeatureDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './packages.module.css';

export interface PackageFeatureListProps {
  features: readonly (PackageFeatureDto | HeldFeatureDto)[];
}

function isHeld(feature: PackageFeatureDto | HeldFeatureDto): feature is HeldFeatureDto {
  return 'remaining' in feature;
}

/** A package's features: a limit as its count (or unlimited), an access as included; held
 * limits say what is left. */
export function PackageFeatureList({ features }: PackageFeatureListProps) {
  const { t } = useSiteText();
  const valueOf = (feature: PackageFeatureDto | HeldFeatureDto): string => {
    if (feature.kind === 'access') return t('packages.value.access');
    if (feature.limit === null) return t('packages.value.unlimited');
    if (isHeld(feature)) {
      return t('packages.value.remaining', {
        remaining: String(feature.remaining ?? 0),
        limit: String(feature.limit),
      });
    }
    return t('packages.value.limited', { count: String(feature.limit) });
  };
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature.type} className={styles.feature}>
          <span>{t(`packages.feature.${feature.type}`)}</span>
          <span className={styles.featureValue}>{valueOf(feature)}</span>
        </li>
      ))}
    </ul>
  );
}
