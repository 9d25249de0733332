import { useSiteText } from '@/components/layout/use-site-text';
import { VerifiedMark } from '@/components/ui/verified-mark';
import styles from './agents.module.css';

/** "Verified agent": agent verification succeeded. */
export function VerifiedBadge() {
  const { t } = useSiteText();
  return (
    <span className={styles.verified}>
      <VerifiedMark />
      {t('agents.verified')}
    </span>
  );
}
