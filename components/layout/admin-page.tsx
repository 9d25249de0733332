import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { accountHoldsRole, type StaffRole } from '@/contracts/staff-roles';
// The console's forms read the server's English field errors back to their keys.
import '@/contracts/console-field-error-english';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/utils/paths';
import { consoleSections } from './console-sections';
import { PasswordAgainProvider } from './password-again';
import { ProtectedPage } from './protected-page';
import { useSiteText } from './use-site-text';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: string;
  description: string;
  canonicalPath: string;
  /** The staff roles that may use the page (as its calls' routes declare); administrator by default. */
  roles?: readonly StaffRole[];
  /** The page's content for a staff member holding one of the roles. */
  children: ReactNode;
}

/** The console's navigation: the sections the signed-in staff member's role may use. */
function ConsoleNav({ user }: { user: SessionUserDto }) {
  const { t } = useSiteText();
  const { asPath } = useRouter();
  const current = asPath.split(/[?#]/)[0]?.replace(/^\/ar(?=\/|$)/, '') ?? '';
  const sections = consoleSections.filter((section) => accountHoldsRole(user.role, section.roles));
  return (
    <nav className={styles.nav} aria-label={t('console.nav_label')}>
      <ul className={styles.links}>
        {sections.map((section) => {
          const href = section.href();
          return (
            <li key={section.text}>
              <Link
                href={href}
                prefetch={false}
                className={styles.link}
                aria-current={current === href ? 'page' : undefined}
              >
                {t(section.text)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame of an admin console page: a signed-in page (not indexed) with the console's
 * navigation, whose content only staff holding one of its roles see; anyone else sees "not
 * allowed" (the server's 401/403 is what protects the calls).
 */
export function AdminPage({
  title,
  description,
  canonicalPath,
  roles = ['administrator'],
  children,
}: AdminPageProps) {
  const { t } = useSiteText();
  return (
    <ProtectedPage title={title} description={description} canonicalPath={canonicalPath}>
      {(user) =>
        accountHoldsRole(user.role, roles) ? (
          <PasswordAgainProvider>
            <div className={styles.console}>
              <ConsoleNav user={user} />
              {children}
            </div>
          </PasswordAgainProvider>
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
