import { useId, type ReactNode } from 'react';
import styles from './similar-properties.module.css';

/** A detail page's "similar" section of any listing kind: its heading over the kind's grid. */
export function SimilarListings({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
