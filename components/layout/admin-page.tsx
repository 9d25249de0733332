import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/utils/paths';
import { ProtectedPage } from './protected-page';
import { useSiteText } from './use-site-text';

export interface AdminPageProps {
  title: string;
  description: string;
  canonicalPath: string;
  /** The page's content for an administrator. */
  children: ReactNode;
}

/** The frame of an admin page: a signed-in page whose content only administrators see (403). */
export function AdminPage({ title, description, canonicalPath, children }: AdminPageProps) {
  const { t } = useSiteText();
  return (
    <ProtectedPage title={title} description={description} canonicalPath={canonicalPath}>
      {(user) =>
        user.role === 'admin' ? (
          children
        ) : (
          <ErrorPanel
            code="403"
            title={t('moderation.forbidden_title')}
            text={t('moderation.forbidden_text')}
            links={[{ label: t('nav.dashboard'), href: paths.dashboard(), primary: true }]}
          />
        )
      }
    </ProtectedPage>
  );
}
