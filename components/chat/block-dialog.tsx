import { Form, Formik } from 'formik';
import { useBlockUser, type ChatBlockTarget } from '@/api/chat/block-user';
import { blockUserSchema, chatLimits } from '@/contracts/requests/chat-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useActionFailure } from '@/components/ui/use-action-failure';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import styles from './chat-thread.module.css';

export interface BlockDialogProps {
  isOpen: boolean;
  /** Whom the block names, and their name for the title. */
  target: ChatBlockTarget;
  name: string;
  onClose: () => void;
}

interface BlockValues {
  reason: string;
}

/** Blocks a person (or the admin) with a reason, which only the blocker sees. */
export function BlockDialog({ isOpen, target, name, onClose }: BlockDialogProps) {
  const { t } = useSiteText();
  const block = useBlockUser();
  const { failure, attempt, clearFailure } = useActionFailure('chat.block.failed');

  const close = () => {
    clearFailure();
    onClose();
  };

  const submit = async (values: BlockValues) => {
    if (await attempt(() => block.mutateAsync({ ...target, reason: values.reason }))) close();
  };

  return (
    <Modal isOpen={isOpen} title={t('chat.block.title', { name })} onClose={close}>
      <Formik<BlockValues>
        initialValues={{ reason: '' }}
        validate={(values) =>
          validateWithSchema(blockUserSchema, { ...target, ...values }, 'reason')
        }
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className={styles.dialogForm} noValidate>
            <FocusFirstError />
            <p>{t('chat.block.text')}</p>
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <TextField
              name="reason"
              multiline
              rows={3}
              maxLength={chatLimits.reason}
              label={t('chat.block.reason')}
              hint={t('chat.block.reason_hint', { max: chatLimits.reason })}
            />
            <DialogFormButtons
              className={styles.dialogButtons}
              submitLabel={t('chat.block.confirm')}
              isBusy={isSubmitting}
              onCancel={close}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
