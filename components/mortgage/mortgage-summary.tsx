import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './mortgage-calculator.module.css';
import { useMoneyText } from './use-money-text';

/** The monthly payment and the loan's totals (always shown, whatever the access). */
export function MortgageSummary({ result }: { result: MortgageDto }) {
  const { t, locale } = useSiteText();
  const money = useMoneyText(result.fraction_digits);
  const count = new Intl.NumberFormat(locale).format(result.number_of_payments);
  return (
    <div className={styles.summary}>
      <p className={styles.paymentLabel}>{t('mortgage.summary.monthly_payment')}</p>
      <p className={styles.payment} data-testid="monthly-payment">
        {money(result.monthly_payment)}
      </p>
      {result.last_payment !== result.monthly_payment ? (
        <p className={styles.note}>
          {t('mortgage.summary.last_payment', { amount: money(result.last_payment) })}
        </p>
      ) : null}
      <dl className={styles.totals}>
        <div>
          <dt>{t('mortgage.summary.principal')}</dt>
          <dd>{money(result.principal_amount)}</dd>
        </div>
        <div>
          <dt>{t('mortgage.summary.total_interest')}</dt>
          <dd data-testid="total-interest">{money(result.total_interest)}</dd>
        </div>
        <div>
          <dt>{t('mortgage.summary.total_payment')}</dt>
          <dd>{money(result.total_payment)}</dd>
        </div>
        <div>
          <dt>{t('mortgage.summary.payments')}</dt>
          <dd>{count}</dd>
        </div>
      </dl>
    </div>
  );
}
