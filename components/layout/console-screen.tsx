import type { ReactNode } from 'react';
import { AdminPage, type AdminPageProps } from './admin-page';
import styles from './console.module.css';

/**
 * A console screen: the admin page frame with the screen's title as its heading and its
 * description as the intro under it, then the screen's own parts.
 */
export interface ConsoleScreenProps extends AdminPageProps {
  /** What stands under the intro, in the screen's header (a link to a related screen). */
  headerExtra?: ReactNode;
}

export function ConsoleScreen({ children, headerExtra, ...page }: ConsoleScreenProps) {
  return (
    <AdminPage {...page}>
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.intro}>{page.description}</p>
          {headerExtra}
        </header>
        {children}
      </div>
    </AdminPage>
  );
}
