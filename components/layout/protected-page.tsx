import type { ReactNode } from 'react';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { useRequireSession } from '@/hooks/use-require-session';
import styles from './protected-page.module.css';

export interface ProtectedPageProps {
  title: string;
  description: string;
  canonicalPath: string;
  /** The page's content for the signed-in user. */
  children: (user: SessionUserDto) => ReactNode;
}

/**
 * The frame of a page under /user/: not indexed, and its content only once a session is known
 * (visitors without one go to the sign-in page, which brings them back).
 */
export function ProtectedPage({ title, description, canonicalPath, children }: ProtectedPageProps) {
  const { t } = useSiteText();
  const { user } = useRequireSession();
  return (
    <PageShell title={title} description={description} canonicalPath={canonicalPath} noIndex>
      <div className={`container ${styles.page}`}>
        {user ? (
          children(user)
        ) : (
          <p className={styles.status} role="status">
            {t('common.loading')}
          </p>
        )}
      </div>
    </PageShell>
  );
}
