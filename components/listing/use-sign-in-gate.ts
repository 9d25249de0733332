import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import { loginPathFor } from '@/hooks/use-require-session';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';

export interface SignInGate {
  /** A session is known in the browser (always false in the server's HTML). */
  isSignedIn: boolean;
  /** The sign-in page, coming back to this one afterwards. */
  loginHref: string;
  goToSignIn: () => void;
}

/** For actions that need an account: whether one is signed in, and the way to sign in. */
export function useSignInGate(): SignInGate {
  const router = useRouter();
  const isHydrated = useHydrated();
  const user = useAppSelector(selectSessionUser);
  const isSignedIn = isHydrated && user !== null;
  const loginHref = loginPathFor(router.asPath);
  const goToSignIn = useCallback(() => void router.push(loginHref), [router, loginHref]);
  return { isSignedIn, loginHref, goToSignIn };
}
