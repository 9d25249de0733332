import styles from './property-facts.module.css';

/** One key fact of a listing; `dateTime` (ISO) when the value is a date. */
export interface ListingFact {
  key: string;
  label: string;
  value: string;
  dateTime?: string;
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
