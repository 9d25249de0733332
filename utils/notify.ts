/**
 * Toasts (spec §9: top-right, 5000 ms, light theme), with the toast library loaded only when
 * the first toast is shown: most pages never show one, so it stays out of their first load.
 * `ToastHost` (components/layout/toast-host.tsx) mounts the container once one is wanted.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  /** Toasts with the same id are shown once at a time. */
  toastId?: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;

/** Whether a toast was asked for, so the container must be mounted. */
export function isToastHostWanted(): boolean {
  return wanted;
}

export function subscribeToToastHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; resolves once it is queued (the library may still be loading before). */
export async function notify(
  kind: ToastKind,
  message: string,
  options: NotifyOptions = {},
): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // The unstyled entry: its stylesheet comes from _app (the styled one injects a <style>
  // element, which the page policy refuses).
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message, options.toastId ? { toastId: options.toastId } : undefined);
}
