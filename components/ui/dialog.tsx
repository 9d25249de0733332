import {
  useLayoutEffect,
  useRef,
  type DialogHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './dialog.module.css';

export interface DialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> {
  /** Escape, the backdrop (with `closesOnBackdrop`) or a close button: the owner unmounts it. */
  onClose: () => void;
  /** What gets focus on opening; the browser's choice (the first focusable element) otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A press on the dialog element itself, outside its content, closes it. */
  closesOnBackdrop?: boolean;
  /** Rendered where it is used, to keep its styles there (default: at the end of <body>). */
  isInPlace?: boolean;
  children: ReactNode;
}

/**
 * The one modal dialog: the browser's `<dialog>`, opened with showModal() while it is rendered.
 * The browser puts it in the top layer, makes the page behind inert (focus cannot leave it),
 * turns Escape into a `cancel` (here: the owner is asked to close) and gives focus back on
 * closing; the page behind does not scroll (`body:has(dialog:modal)` in styles/globals.css).
 * Rendered at the end of <body> unless told, in the page's language and direction, so it
 * inherits no styles from where it is used.
 */
export function Dialog(props: DialogProps) {
  const {
    onClose,
    initialFocusRef,
    closesOnBackdrop = false,
    isInPlace = false,
    className,
    children,
    ...attributes
  } = props;
  const { dir, locale } = useSiteText();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Before the browser paints: the dialog must be modal from its first frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => dialog.close();
  }, [initialFocusRef]);

  if (typeof document === 'undefined') return null;
  const dialog = (
    <dialog
      ref={dialogRef}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      dir={dir}
      lang={locale}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser all the same (a second Escape): tell the owner.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onMouseDown={(event) => {
        if (closesOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      {...attributes}
    >
      {children}
    </dialog>
  );
  return isInPlace ? dialog : createPortal(dialog, document.body);
}
