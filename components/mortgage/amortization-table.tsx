import { Fragment, useState } from 'react';
import type { MortgageYearDto } from '@/contracts/dto/mortgage-dto';
import { ChevronEndIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './amortization-table.module.css';
import { useMoneyText } from './use-money-text';

export interface AmortizationTableProps {
  years: readonly MortgageYearDto[];
  fractionDigits: number;
}

/** The schedule by year; each year opens to show its monthly payments. */
export function AmortizationTable({ years, fractionDigits }: AmortizationTableProps) {
  const { t, locale } = useSiteText();
  const money = useMoneyText(fractionDigits);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <>
      <p className={styles.hint} id="amortization-hint">
        {t('mortgage.table.caption')}
      </p>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby="amortization-caption"
        aria-describedby="amortization-hint"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id="amortization-caption" className="visually-hidden">
            {t('mortgage.table.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('mortgage.table.period')}</th>
              <th scope="col">{t('mortgage.table.principal')}</th>
              <th scope="col">{t('mortgage.table.interest')}</th>
              <th scope="col">{t('mortgage.table.payment')}</th>
              <th scope="col">{t('mortgage.table.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => {
              const isOpen = open.has(year.year);
              const monthsId = `amortization-year-${year.year}`;
              return (
                <Fragment key={year.year}>
                  <tr className={styles.yearRow}>
                    <th scope="row">
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? monthsId : undefined}
                        onClick={() => toggle(year.year)}
                      >
                        <ChevronEndIcon size={16} className={`flip-rtl ${styles.chevron}`} />
                        {t('mortgage.table.year', { year: number(year.year) })}
                      </button>
                    </th>
                    <td>{money(year.principal)}</td>
                    <td>{money(year.interest)}</td>
                    <td>{money(year.payment)}</td>
                    <td>{money(year.balance)}</td>
                  </tr>
                  {isOpen
                    ? year.months.map((month, index) => (
                        <tr
                          key={month.month}
                          className={styles.monthRow}
                          id={index === 0 ? monthsId : undefined}
                        >
                          <th scope="row">
                            {t('mortgage.table.month', { month: number(month.month) })}
                          </th>
                          <td>{money(month.principal)}</td>
                          <td>{money(month.interest)}</td>
                          <td>{money(month.payment)}</td>
                          <td>{money(month.balance)}</td>
                        </tr>
                      ))
                    : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
