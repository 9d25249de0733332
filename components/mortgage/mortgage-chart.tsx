import { useId } from 'react';
import type { MortgageYearDto } from '@/contracts/dto/mortgage-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { formatNumberWithSuffix } from '@/utils/number-suffix';
import styles from './mortgage-chart.module.css';
import { useElementWidth } from './use-element-width';
import { useMoneyText } from './use-money-text';

export interface MortgageChartProps {
  years: readonly MortgageYearDto[];
  fractionDigits: number;
  totals: { principal: string; interest: string };
}

/** Drawn at the figure's real width, so the labels keep their size on a phone. */
const fallbackWidth = 800;
const plot = { left: 64, right: 8, top: 12, bottom: 28 };
const gridSteps = [0, 0.25, 0.5, 0.75, 1];

/**
 * The years that get a label, so labels never crowd: every year, odd years, or the first year
 * and every 5th or 10th (more apart on long terms and narrow charts), and the last year.
 */
function labelledYears(count: number, slotWidth: number): Set<number> {
  const minimum = Math.ceil(28 / Math.max(slotWidth, 1));
  const preferred = count <= 10 ? 1 : count <= 20 ? 2 : 5;
  const every = [1, 2, 5, 10].find((step) => step >= Math.max(preferred, minimum)) ?? 10;
  const years = new Set<number>([1]);
  const first = every <= 2 ? 1 + every : every;
  for (let year = first; year <= count; year += every) years.add(year);
  const lastLabelled = Math.max(...years);
  if (lastLabelled !== count) {
    // The last year is labelled too, unless it would touch the label before it.
    if (count - lastLabelled < minimum) years.delete(lastLabelled);
    years.add(count);
  }
  return years;
}

/**
 * Principal against interest, one stacked bar a year: a small SVG drawn here (no chart library
 * for ≤ 50 bars). It is an image with a title and a summary for screen readers; the schedule
 * table below holds every figure.
 */
export function MortgageChart({ years, fractionDigits, totals }: MortgageChartProps) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const money = useMoneyText(fractionDigits);
  const [figureRef, width] = useElementWidth<HTMLElement>(fallbackWidth);
  const height = width < 480 ? 220 : 280;
  const titleId = useId();
  const descId = useId();
  const maxPaid = Math.max(...years.map((year) => Number(year.payment)), 1);
  const plotWidth = width - plot.left - plot.right;
  const plotHeight = height - plot.top - plot.bottom;
  const slot = plotWidth / years.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => plot.top + plotHeight - (value / maxPaid) * plotHeight;
  const labels = labelledYears(years.length, slot);
  const short = (value: number) =>
    `${settings.currency_symbol}${formatNumberWithSuffix(value, settings.selected_currency_data.code)}`;

  return (
    <figure className={styles.figure} ref={figureRef}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{t('mortgage.chart.title')}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.principal}`} />
            {t('mortgage.chart.principal')}
          </span>
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.interest}`} />
            {t('mortgage.chart.interest')}
          </span>
        </span>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('mortgage.chart.title')}</title>
        <desc id={descId}>
          {t('mortgage.chart.description', {
            years: years.length,
            principal: money(totals.principal),
            interest: money(totals.interest),
          })}
        </desc>
        {gridSteps.map((step) => (
          <g key={step} className={styles.grid}>
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={y(maxPaid * step)}
              y2={y(maxPaid * step)}
            />
            <text x={plot.left - 6} y={y(maxPaid * step)} dy="0.32em" textAnchor="end">
              {short(maxPaid * step)}
            </text>
          </g>
        ))}
        {years.map((year, index) => {
          const x = plot.left + index * slot + (slot - barWidth) / 2;
          const principal = Number(year.principal);
          const interest = Number(year.interest);
          return (
            <g key={year.year}>
              <rect
                className={styles.principal}
                x={x}
                width={barWidth}
                y={y(principal)}
                height={Math.max(0, y(0) - y(principal))}
              />
              <rect
                className={styles.interest}
                x={x}
                width={barWidth}
                y={y(principal + interest)}
                height={Math.max(0, y(principal) - y(principal + interest))}
              />
              {labels.has(year.year) ? (
                <text
                  className={styles.axis}
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                >
                  {year.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className={styles.axisName} aria-hidden="true">
        {t('mortgage.chart.year_axis')}
      </p>
    </figure>
  );
}
