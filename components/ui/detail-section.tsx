import { useId, type ReactNode } from 'react';
import styles from './detail-section.module.css';

export interface DetailSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of the detail page (its heading names the region). */
export function DetailSection({ title, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
