import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MortgageDto, MortgageYearDto } from '@/contracts/dto/mortgage-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './mortgage-calculator.module.css';

export interface MortgageDetailsGateProps {
  result: MortgageDto;
  children: (years: MortgageYearDto[]) => ReactNode;
}

/**
 * Shows the detailed schedule when the server sent it. The server decides who may see it
 * (server/mortgage/mortgage-detail-access.ts, the mortgage-detail package access); when it
 * withholds it, this says why and points to the packages.
 */
export function MortgageDetailsGate({ result, children }: MortgageDetailsGateProps) {
  const { t } = useSiteText();
  if (result.yearly_schedule) return <>{children(result.yearly_schedule)}</>;
  if (!result.details_locked) return null;
  return (
    <section className={styles.locked} aria-labelledby="mortgage-locked-title">
      <h2 id="mortgage-locked-title" className={styles.cardTitle}>
        {t('mortgage.locked.title')}
      </h2>
      <p>{t('mortgage.locked.text')}</p>
      {hasPage(paths.subscriptionPlan()) ? (
        <Link href={paths.subscriptionPlan()} className="button button-primary" prefetch={false}>
          {t('mortgage.locked.plans')}
        </Link>
      ) : null}
    </section>
  );
}
