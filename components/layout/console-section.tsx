import { useId, type ReactNode } from 'react';
import styles from './console.module.css';

export interface ConsoleSectionProps {
  title: string;
  /** The sentence under the title. */
  intro?: string;
  children: ReactNode;
}

/** A panel of a console screen, named by its own heading. */
export function ConsoleSection({ title, intro, children }: ConsoleSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {children}
    </section>
  );
}
