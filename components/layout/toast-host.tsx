import { useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/hooks/use-translation';
import { isToastHostWanted, subscribeToToastHost } from '@/utils/notify';

const ToastContainer = dynamic(
  // The unstyled entry, as utils/notify.ts: ReactToastify.css comes from _app, and the styled
  // entry would inject the same rules as a <style> element the page policy refuses.
  () => import('react-toastify/unstyled').then((library) => library.ToastContainer),
  { ssr: false },
);

/**
 * Spec §9: toasts top-right, closing after 5000 ms, light theme; right-to-left for RTL
 * languages. The container (and the toast library) load with the first toast (utils/notify).
 */
export function ToastHost() {
  const { dir } = useTranslation();
  const wanted = useSyncExternalStore(subscribeToToastHost, isToastHostWanted, () => false);
  if (!wanted) return null;
  return <ToastContainer position="top-right" autoClose={5000} theme="light" rtl={dir === 'rtl'} />;
}
