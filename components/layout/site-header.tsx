import Link from 'next/link';
import { useEffect, useState } from 'react';
import { lazyInBrowser } from '@/components/ui/lazy-in-browser';
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
const AccountMenu = lazyInBrowser(() =>
  import('@/components/account/account-menu').then((module) => module.AccountMenu),
);

const menuId = 'site-menu';

/**
 * The top bar. Without JavaScript the whole menu is shown (stacked on phones); once React runs,
 * phones get a menu button that opens and closes it.
 */
export function SiteHeader() {
  const { t } = useSiteText();
  const isHydrated = useHydrated();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <header className={styles.header} data-enhanced={isHydrated ? 'true' : undefined}>
      <div className={`container ${styles.bar}`}>
        <SiteLogo />
        {isHydrated ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={isOpen}
            aria-controls={menuId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span className="visually-hidden">
              {t(isOpen ? 'nav.close_menu' : 'nav.open_menu')}
            </span>
          </button>
        ) : null}
        <div id={menuId} className={styles.menu} data-open={isOpen ? 'true' : undefined}>
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
              href={paths.userProperties()}
              prefetch={false}
              className="button button-primary"
              onClick={close}
            >
              {t('nav.add_property')}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
