import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './listing-actions.module.css';

/** A button when signed in; for visitors, a link to sign in that comes back here. */
export function SignInAction(props: {
  isSignedIn: boolean;
  loginHref: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { isSignedIn, loginHref, pressed, onClick, children } = props;
  if (!isSignedIn) {
    return (
      <Link href={loginHref} className={styles.action} prefetch={false}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.action} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
