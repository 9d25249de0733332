/** Typed store hooks (our own, on `useSyncExternalStore`; see store-context.tsx). */
export { useAppDispatch, useAppSelector, useAppStore } from './store-context';
