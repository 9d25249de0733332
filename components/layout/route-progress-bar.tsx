import Router from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/**
 * The thin progress bar during route changes (nprogress). Its CSS ('nprogress/nprogress.css') is
 * imported in pages/_app.tsx, since the Pages Router allows global CSS only there.
 */
export function RouteProgressBar() {
  useEffect(() => {
    NProgress.configure({ showSpinner: false });
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) NProgress.start();
    };
    const done = () => NProgress.done();
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
      NProgress.done();
    };
  }, []);
  return null;
}
