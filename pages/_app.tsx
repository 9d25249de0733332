import type { AppProps } from 'next/app';
import { Activity } from 'react';
import '../styles/globals.css';
import 'nprogress/nprogress.css';
import 'react-toastify/dist/ReactToastify.css';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { AppProviders } from '@/components/layout/app-providers';
import { GeolocationRequest } from '@/components/layout/geolocation-request';
import { HydrationMarker } from '@/components/layout/hydration-marker';
import { PageLoadSpinner } from '@/components/layout/page-load-spinner';
import { RouteProgressBar } from '@/components/layout/route-progress-bar';
import { ToastHost } from '@/components/layout/toast-host';

export default function App({ Component, pageProps }: AppProps<Partial<PageBaseProps>>) {
  return (
    <AppProviders pageProps={pageProps}>
      <RouteProgressBar />
      <PageLoadSpinner />
      <ToastHost />
      <GeolocationRequest />
      {/* A visible Activity boundary around the page lets React hydrate it in short,
          interruptible slices after the shell (React defers dehydrated boundaries to a
          time-sliced lane), so hydration is not one long task blocking input. Unlike Suspense,
          the server renders it inline: no streamed inline scripts for the CSP to refuse. The
          marker sits inside it, so it is set once the page itself has hydrated. */}
      <Activity mode="visible">
        <Component {...pageProps} />
        <HydrationMarker />
      </Activity>
    </AppProviders>
  );
}
