import Router from 'next/router';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/hooks/use-translation';

/** Route changes quicker than this show only the progress bar, never a flashing spinner. */
export const spinnerDelayMs = 300;

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.6)',
};

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A spinner overlay while a route change takes longer than ~300 ms (spec §1). */
export function PageLoadSpinner() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setIsVisible(true), spinnerDelayMs);
    };
    const done = () => {
      clearTimeout(timer);
      setIsVisible(false);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);

  if (!isVisible) return null;
  return (
    <div className="page-load-spinner" role="status" aria-live="polite" style={overlayStyle}>
      <svg
        className="page-load-spinner__icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="4"
        />
        <path
          d="M24 4a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 24 24"
            to="360 24 24"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
      <span style={visuallyHidden}>{t('common.loading')}</span>
    </div>
  );
}
