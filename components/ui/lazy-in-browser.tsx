import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched in the browser once it first renders, and never rendered
 * on the server: what `next/dynamic` with `ssr: false` does, without putting next/dynamic's
 * loader runtime into every page's first load. Until the code arrives it renders `fallback`
 * (a node, or a function of the props: what the server renders, e.g. a no-JavaScript version),
 * and keeps it if the code cannot be fetched.
 */
export function lazyInBrowser<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  function LazyInBrowser(props: P) {
    // `loaded` is null on the server and during hydration, so both render the fallback.
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      loading ??= load().then((component) => {
        loaded = component;
        return component;
      });
      loading.then(
        (component) => {
          if (mounted) setComponent(() => component);
        },
        () => {
          // The code could not be fetched (offline, a new deployment): keep the fallback, and
          // let the next mount try again.
          loading = null;
        },
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return <>{typeof fallback === 'function' ? fallback(props) : fallback}</>;
  }
  return LazyInBrowser;
}
