import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './property-facts.module.css';

/** One key fact of a listing; `dateTime` (ISO) when the value is a date. */
export interface ListingFact {
  key: string;
  label: string;
  value: string;
  dateTime?: string;
}

/** A date as the visitor's language writes it, the same on the server and in the browser. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A listing's key facts as label / value pairs (dates as machine-readable times). */
export function FactList({ facts }: { facts: readonly ListingFact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.item}>
          <dt>{fact.label}</dt>
          <dd>{fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
