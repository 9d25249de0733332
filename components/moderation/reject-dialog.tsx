import { useId, useRef, useState, type FormEvent } from 'react';
import { rejectionReasonMaxLength } from '@/contracts/requests/moderation-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from './moderation.module.css';

/** Translation keys of the dialog's title (with the name), reason label and submit button. */
export interface RejectTextKeys {
  title: string;
  reasonLabel: string;
  submit: string;
}

export interface RejectDialogProps {
  /** The listing's title; null when the dialog is closed. */
  title: string | null;
  isBusy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  /** Translation keys of the dialog's texts (default: a listing's rejection). */
  textKeys?: RejectTextKeys;
}

const listingTextKeys: RejectTextKeys = {
  title: 'moderation.reject_title',
  reasonLabel: 'moderation.reason_label',
  submit: 'moderation.reject_submit',
};

/**
 * Asks for the reason of a rejection (required, at most 300 characters); the owner (or the
 * applicant) reads it.
 * Give it a `key` per listing so each rejection starts with an empty reason.
 */
export function RejectDialog({
  title,
  isBusy,
  onReject,
  onCancel,
  textKeys = listingTextKeys,
}: RejectDialogProps) {
  const { t } = useSiteText();
  const fieldId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') setError(t('moderation.reason_required'));
    else if (trimmed.length > rejectionReasonMaxLength) setError(t('moderation.reason_too_long'));
    else onReject(trimmed);
  };

  return (
    <Modal
      isOpen={title !== null}
      title={t(textKeys.title, { title: title ?? '' })}
      onClose={onCancel}
      initialFocusRef={fieldRef}
    >
      <form className={styles.rejectForm} onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{t(textKeys.reasonLabel)}</label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <p className={styles.counter}>
          {t('moderation.reason_counter', {
            count: reason.trim().length,
            max: rejectionReasonMaxLength,
          })}
        </p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.dialogButtons}>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <Button type="submit" variant="danger" isBusy={isBusy}>
            {t(textKeys.submit)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
