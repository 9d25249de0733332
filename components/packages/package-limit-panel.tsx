import Link from 'next/link';
import { useState } from 'react';
import type { PackageRefusal } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { PackageLimitDialog, refusalMessageKey } from '@/components/listing/package-limit-dialog';
import styles from './packages.module.css';

/**
 * Instead of a form whose action the user's packages do not allow (add a property or a
 * project): the "Opps" dialog at once, and behind it the same sentence with the way to the plans.
 */
export function PackageLimitPanel({ refusal }: { refusal: PackageRefusal }) {
  const { t } = useSiteText();
  const [isDialogOpen, setIsDialogOpen] = useState(true);
  return (
    <section className={styles.status} role="alert">
      <h2 className={styles.cardTitle}>{t('packages.opps.title')}</h2>
      <p>{t(refusalMessageKey(refusal))}</p>
      <Link href={paths.subscriptionPlan()} prefetch={false} className="button button-primary">
        {t('packages.opps.confirm')}
      </Link>
      <PackageLimitDialog
        refusal={isDialogOpen ? refusal : null}
        onClose={() => setIsDialogOpen(false)}
      />
    </section>
  );
}
