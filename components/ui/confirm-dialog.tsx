import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useSiteText } from '@/components/layout/use-site-text';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isBusy: boolean;
  isDanger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useSiteText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={props.isOpen}
      title={props.title}
      onClose={props.onCancel}
      role="alertdialog"
      initialFocusRef={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="button button-secondary"
            onClick={props.onCancel}
          >
            {t('common.cancel')}
          </button>
          <Button
            variant={props.isDanger ? 'danger' : 'primary'}
            isBusy={props.isBusy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{props.text}</p>
    </Modal>
  );
}
