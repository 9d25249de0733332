import { useRef, type ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from './modal';

export interface ActionDialogProps {
  isOpen: boolean;
  title: string;
  /** `alertdialog` when the dialog reports a refusal rather than offering a choice. */
  role?: 'dialog' | 'alertdialog';
  /** The action's button and what it does; it has the focus as the dialog opens. */
  actionLabel: string;
  onAction: () => void;
  /** The action is being sent: its button waits. */
  isBusy?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** A titled modal offering one action (its button focused) beside Cancel. */
export function ActionDialog(props: ActionDialogProps) {
  const { isOpen, title, role, actionLabel, onAction, isBusy = false, onCancel } = props;
  const { t } = useSiteText();
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      role={role}
      initialFocusRef={actionRef}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            ref={actionRef}
            type="button"
            className="button button-primary"
            disabled={isBusy || undefined}
            aria-busy={isBusy || undefined}
            onClick={onAction}
          >
            {actionLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Modal>
  );
}
