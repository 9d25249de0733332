import { useState } from 'react';
import { useMortgageCalculation } from '@/api/mortgage/calculate-mortgage';
import type { MortgageCalculatorPageProps } from '@/contracts/content-page-props';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { AmortizationTable } from './amortization-table';
import pageStyles from '@/styles/page.module.css';
import styles from './mortgage-calculator.module.css';
import { MortgageChart } from './mortgage-chart';
import { MortgageDetailsGate } from './mortgage-details-gate';
import { MortgageForm } from './mortgage-form';
import { MortgageSummary } from './mortgage-summary';
import { useRecalculateForViewer } from './use-recalculate-for-viewer';

export type MortgageCalculatorScreenProps = Pick<MortgageCalculatorPageProps, 'initialInput'>;

/** /mortgage-calculator: the inputs, the payment and totals, then the chart and the schedule. */
export function MortgageCalculatorScreen({ initialInput }: MortgageCalculatorScreenProps) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const [input, setInput] = useState(initialInput);
  useRecalculateForViewer();
  const query = useMortgageCalculation(input);
  const { data: result, isError, isFetching, refetch } = query;
  // Busy while new inputs are calculated (the previous result stays shown meanwhile).
  const isCalculating = isFetching && query.isPlaceholderData;
  const title = t('mortgage.title');

  return (
    <PageShell
      title={title}
      description={t('mortgage.meta.description', { name: settings.company_name })}
      canonicalPath={paths.mortgageCalculator()}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: title,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        offers: { '@type': 'Offer', price: 0, priceCurrency: settings.selected_currency_data.code },
      }}
    >
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.intro}>{t('mortgage.intro')}</p>
        </header>
        <div className={styles.layout}>
          <div className={styles.card}>
            <MortgageForm
              initialInput={initialInput}
              isBusy={isCalculating}
              onCalculate={setInput}
            />
          </div>
          <section
            className={`${styles.card} ${styles.result}`}
            aria-labelledby="mortgage-result-title"
            aria-live="polite"
            aria-busy={isCalculating || undefined}
          >
            <h2 id="mortgage-result-title" className={styles.cardTitle}>
              {t('mortgage.summary.title')}
            </h2>
            {result ? <MortgageSummary result={result} /> : null}
            {isError ? (
              <div role="alert" className={styles.failed}>
                <p>{t('mortgage.summary.failed')}</p>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void refetch()}
                >
                  {t('mortgage.summary.retry')}
                </button>
              </div>
            ) : null}
            <p className={styles.disclaimer}>{t('mortgage.disclaimer')}</p>
          </section>
        </div>
        {result ? (
          <MortgageDetailsGate result={result}>
            {(years) => (
              <>
                <section className={`${styles.card} ${styles.details}`}>
                  <MortgageChart
                    years={years}
                    fractionDigits={result.fraction_digits}
                    totals={{ principal: result.principal_amount, interest: result.total_interest }}
                  />
                </section>
                <section className={styles.details} aria-labelledby="mortgage-schedule-title">
                  <h2 id="mortgage-schedule-title" className={styles.sectionTitle}>
                    {t('mortgage.table.title')}
                  </h2>
                  <AmortizationTable years={years} fractionDigits={result.fraction_digits} />
                </section>
              </>
            )}
          </MortgageDetailsGate>
        ) : null}
      </div>
    </PageShell>
  );
}
