import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { whenRehydrated } from '@/store/make-store';
import { selectSessionUser } from '@/store/slices/session-slice';
import { paths, toQueryString } from '@/utils/paths';
import { safeNextPath } from '@/utils/safe-next-path';

/**
 * False until the persisted session has been read from localStorage (or reading gave up): only
 * then does "no session" mean the visitor is signed out. Always false in the server's HTML.
 */
export function useSessionRestored(): boolean {
  const store = useAppStore();
  const [isRestored, setIsRestored] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void whenRehydrated(store).then(() => {
      if (isCurrent) setIsRestored(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [store]);
  return isRestored;
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${paths.login()}${toQueryString({ next: path })}`;
}

/** Where to go after signing in: the `next` query when it is a path on this site, else the dashboard. */
export function afterSignInPath(next: unknown): string {
  return safeNextPath(next) ?? paths.dashboard();
}

export interface RequiredSession {
  /** The signed-in user, once the session is restored; null before and while redirecting. */
  user: SessionUserDto | null;
}

/**
 * For pages under /user/: once the session is restored, a visitor without one is sent to the
 * sign-in page, which comes back here afterwards. Render a loading state while `user` is null.
 */
export function useRequireSession(): RequiredSession {
  const router = useRouter();
  const isRestored = useSessionRestored();
  const user = useAppSelector(selectSessionUser);
  const shouldRedirect = isRestored && user === null;

  useEffect(() => {
    if (shouldRedirect) void router.replace(loginPathFor(router.asPath));
  }, [shouldRedirect, router]);

  return { user: isRestored ? user : null };
}

/**
 * For the sign-in and registration pages: a signed-in visitor (already, or just now) goes on to
 * `next` or the dashboard.
 */
export function useRedirectSignedIn(): void {
  const router = useRouter();
  const isRestored = useSessionRestored();
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  const target = afterSignInPath(router.query.next);

  useEffect(() => {
    if (isRestored && isSignedIn) void router.replace(target);
  }, [isRestored, isSignedIn, target, router]);
}
