import { useId, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { Dialog } from './dialog';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** What gets focus on opening; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A titled box over the page, with a close button: the dialog (ui/dialog) keeps focus inside,
 * Escape and the backdrop close it, and focus returns to where it was on closing.
 */
export function Modal(props: ModalProps) {
  const { isOpen, title, onClose, children, footer, initialFocusRef, role = 'dialog' } = props;
  const { t } = useSiteText();
  const titleId = useId();
  if (!isOpen) return null;
  return (
    <Dialog
      className={styles.backdrop}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      closesOnBackdrop
    >
      <div className={styles.dialog}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon size={20} />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Dialog>
  );
}
