import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/session-slice';
import { paths } from '@/utils/paths';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';
import { SiteNav } from './site-nav';
import { useHydrated } from './use-hydrated';
import { useSiteText } from './use-site-text';

/**
 * The signed-in menu exists only in the browser (the server renders every page signed out),
 * so its code loads after hydration, and only for signed-in visitors.
 */
const AccountMenu = dynamic(
  () => import('@/components/layout/account-menu').then((module) => module.AccountMenu),
  { ssr: false, loading: () => <span className={styles.accountPlaceholder} aria-hidden="true" /> },
);

/** The unread badges and the bell: signed-in visitors only, loaded like the account menu. */
const NotificationBell = dynamic(
  () => import('@/components/layout/notification-bell').then((module) => module.NotificationBell),
  { ssr: false, loading: () => <span className={styles.bellPlaceholder} aria-hidden="true" /> },
);

const menuId = 'site-menu';

/**
 * The top bar. On phones the menu folds behind a `<details>` toggle, so the first paint is
 * already the folded layout and the toggle works without JavaScript; on wide screens the
 * menu is one row and the toggle is hidden. Escape and following a link close it.
 */
export function SiteHeader() {
  const { t } = useSiteText();
  const isHydrated = useHydrated();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const toggle = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const details = toggle.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  const close = () => {
    if (toggle.current) toggle.current.open = false;
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLogo />
        {isHydrated && isSignedIn ? (
          <div className={styles.bell}>
            <NotificationBell onNavigate={close} />
          </div>
        ) : null}
        <details ref={toggle} className={styles.toggle}>
          <summary className={styles.menuButton} aria-controls={menuId}>
            <MenuIcon size={22} className={styles.openIcon} />
            <CloseIcon size={22} className={styles.closeIcon} />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </summary>
          <div id={menuId} className={styles.menu}>
            <SiteNav onNavigate={close} />
            <div className={styles.actions}>
              <LanguageSwitch />
              {/* The server renders every page signed out: the session appears after hydration. */}
              {isHydrated && isSignedIn ? (
                <AccountMenu onNavigate={close} />
              ) : (
                <Link
                  href={paths.login()}
                  prefetch={false}
                  className={styles.account}
                  onClick={close}
                >
                  {t('nav.sign_in')}
                </Link>
              )}
              <Link
                href={paths.addProperty()}
                prefetch={false}
                className="button button-primary"
                onClick={close}
              >
                {t('nav.add_property')}
              </Link>
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
