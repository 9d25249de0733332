import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useSignOut } from '@/api/account/sign-out';
import { useSiteText } from '@/components/layout/use-site-text';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { paths } from '@/utils/paths';
import styles from './account-menu.module.css';
import { UserAvatar } from '@/components/ui/user-avatar';

export interface AccountMenuProps {
  /** Called when a link is followed (the header closes its mobile menu). */
  onNavigate?: () => void;
}

/**
 * The signed-in user's menu in the header: avatar and name open a small panel with the
 * dashboard, the profile and "Sign out". Escape or a click elsewhere closes it.
 */
export function AccountMenu({ onNavigate }: AccountMenuProps) {
  const { t } = useSiteText();
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutsideClick);
    };
  }, [isOpen]);

  if (!user) return null;
  const name = user.name || user.email || user.mobile;

  const follow = () => {
    setIsOpen(false);
    onNavigate?.();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <UserAvatar name={name} src={user.profile} size={32} />
        <bdi className={styles.name}>{name}</bdi>
        <span className="visually-hidden">{t('account.menu.label')}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <ul className={styles.list}>
          <li>
            <Link
              href={paths.dashboard()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <Link href={paths.profile()} prefetch={false} className={styles.item} onClick={follow}>
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <Link
              href={paths.userProperties()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.my_properties')}
            </Link>
          </li>
          <li>
            <Link
              href={paths.userProjects()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.my_projects')}
            </Link>
          </li>
          <li>
            <Link
              href={paths.personalisedFeed()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.personalised_feed')}
            </Link>
          </li>
          <li>
            <Link
              href={paths.advertisements()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.my_advertisements')}
            </Link>
          </li>
          <li>
            <Link
              href={paths.subscriptionPlan()}
              prefetch={false}
              className={styles.item}
              onClick={follow}
            >
              {t('nav.subscription_plan')}
            </Link>
          </li>
          {user.role === 'admin' ? (
            <>
              <li>
                <Link
                  href={paths.adminListings()}
                  prefetch={false}
                  className={styles.item}
                  onClick={follow}
                >
                  {t('moderation.nav_link')}
                </Link>
              </li>
              <li>
                <Link
                  href={paths.adminMessages()}
                  prefetch={false}
                  className={styles.item}
                  onClick={follow}
                >
                  {t('nav.admin_messages')}
                </Link>
              </li>
            </>
          ) : null}
          {user.role === 'admin' ? (
            <li>
              <Link
                href={paths.adminVerifications()}
                prefetch={false}
                className={styles.item}
                onClick={follow}
              >
                {t('moderation.verification_nav_link')}
              </Link>
            </li>
          ) : null}
          {user.role === 'admin' ? (
            <li>
              <Link
                href={paths.adminProjects()}
                prefetch={false}
                className={styles.item}
                onClick={follow}
              >
                {t('moderation.projects_nav_link')}
              </Link>
            </li>
          ) : null}
          <li className={styles.separator}>
            <button
              type="button"
              className={styles.item}
              disabled={signOut.isPending}
              onClick={() => {
                onNavigate?.();
                signOut.mutate();
              }}
            >
              {t(signOut.isPending ? 'account.menu.signing_out' : 'nav.sign_out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
