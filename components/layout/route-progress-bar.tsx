import Router from 'next/router';
import { useEffect } from 'react';

type Progress = typeof import('nprogress');

let progress: Promise<Progress> | null = null;

/** nprogress, loaded with the first route change (it is not needed for the first page). */
function withProgress(action: (bar: Progress) => void): void {
  progress ??= import('nprogress').then((library) => {
    const bar = (library as { default?: Progress }).default ?? library;
    // nprogress's default template gives the bar role="bar", which is not an ARIA role (axe
    // flags it); the bar is decoration, so it gets no role, and nprogress finds it by its class
    // instead (its default selector is that role: without this it reads the style of null).
    bar.configure({
      showSpinner: false,
      barSelector: '.bar',
      template: '<div class="bar"><div class="peg"></div></div>',
    });
    return bar;
  });
  void progress.then(action);
}

/**
 * The thin progress bar during route changes (nprogress). Its CSS ('nprogress/nprogress.css') is
 * imported in pages/_app.tsx, since the Pages Router allows global CSS only there.
 */
export function RouteProgressBar() {
  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) withProgress((bar) => bar.start());
    };
    const done = () => {
      if (progress) withProgress((bar) => bar.done());
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
      done();
    };
  }, []);
  return null;
}
