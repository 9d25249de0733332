import { ToastContainer } from 'react-toastify';
import { useTranslation } from '@/hooks/use-translation';

/** Spec §9: toasts top-right, closing after 5000 ms, light theme; right-to-left for RTL languages. */
export function ToastHost() {
  const { dir } = useTranslation();
  return <ToastContainer position="top-right" autoClose={5000} theme="light" rtl={dir === 'rtl'} />;
}
