import type { AppProps } from 'next/app';
import '../styles/globals.css';
import 'nprogress/nprogress.css';
import 'react-toastify/dist/ReactToastify.css';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { AppProviders } from '@/components/layout/app-providers';
import { GeolocationRequest } from '@/components/layout/geolocation-request';
import { HydrationMarker } from '@/components/layout/hydration-marker';
import { LiveStream } from '@/components/layout/live-stream';
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
      <HydrationMarker />
      <LiveStream />
      <Component {...pageProps} />
    </AppProviders>
  );
}
