import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import styles from './auth-page.module.css';

export interface AuthPageProps {
  title: string;
  /** Meta description; the intro shown under the title. */
  intro: string;
  /** The page's own path (canonical URL). */
  canonicalPath: string;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in, registration and password pages: one centred card. */
export function AuthPage({ title, intro, canonicalPath, footer, children }: AuthPageProps) {
  return (
    <PageShell title={title} description={intro} canonicalPath={canonicalPath} noIndex>
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          <div className={styles.body}>{children}</div>
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </PageShell>
  );
}
