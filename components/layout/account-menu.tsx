import Link from 'next/link';
import { useSignOut } from '@/api/account/sign-out';
import { useSiteText } from '@/components/layout/use-site-text';
import { useHeaderPanel } from '@/hooks/use-header-panel';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { paths } from '@/utils/paths';
import { adminPaths } from '@/utils/admin-paths';
import { isStaffAccount } from '@/contracts/staff-account';
import styles from './account-menu.module.css';
import { UserAvatar } from '@/components/ui/user-avatar';

interface AccountLink {
  href: () => string;
  /** The link's text key. */
  text: string;
}

/** The menu's pages, in order: the user's own (then the admin console, for staff). */
const accountLinks: readonly AccountLink[] = [
  { href: paths.dashboard, text: 'nav.dashboard' },
  { href: paths.profile, text: 'nav.profile' },
  { href: paths.userProperties, text: 'nav.my_properties' },
  { href: paths.userProjects, text: 'nav.my_projects' },
  { href: paths.favourites, text: 'nav.favourites' },
  { href: paths.personalisedFeed, text: 'nav.personalised_feed' },
  { href: paths.advertisements, text: 'nav.my_advertisements' },
  { href: paths.subscriptionPlan, text: 'nav.subscription_plan' },
  { href: () => paths.transactionHistory(), text: 'nav.transaction_history' },
  { href: paths.agentVerification, text: 'nav.agent_verification' },
];

export interface AccountMenuProps {
  /** Called when a link is followed (the header closes its mobile menu). */
  onNavigate?: () => void;
}

/**
 * The signed-in user's menu in the header: avatar and name open a small panel with the user's
 * pages (and an administrator's), and "Sign out". Escape or a click elsewhere closes it.
 */
export function AccountMenu({ onNavigate }: AccountMenuProps) {
  const { t } = useSiteText();
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const { isOpen, setIsOpen, panelId, rootRef, buttonProps } = useHeaderPanel();

  if (!user) return null;
  const name = user.name || user.email || user.mobile;

  const follow = () => {
    setIsOpen(false);
    onNavigate?.();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button {...buttonProps} className={styles.trigger}>
        <UserAvatar name={name} src={user.profile} size={32} />
        <bdi className={styles.name}>{name}</bdi>
        <span className="visually-hidden">{t('account.menu.label')}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <ul className={styles.list}>
          {[
            ...accountLinks,
            ...(isStaffAccount(user.role)
              ? [{ href: adminPaths.dashboard, text: 'nav.admin_console' }]
              : []),
          ].map((link) => (
            <li key={link.text}>
              <Link href={link.href()} prefetch={false} className={styles.item} onClick={follow}>
                {t(link.text)}
              </Link>
            </li>
          ))}
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
