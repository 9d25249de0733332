import { useRef, useState } from 'react';
import { useDeleteAccount } from '@/api/account/delete-account';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import styles from './delete-account-section.module.css';

/**
 * The danger zone: deleting the account needs the confirmation word typed in a dialog; then the
 * account is deleted (`delete_user`), the session ends and the visitor goes home.
 */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const { t } = useSiteText();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmWord = t('profile.delete.confirm_word');
  const isConfirmed = typed.trim().toLocaleUpperCase() === confirmWord.toLocaleUpperCase();

  const close = () => {
    if (deleteAccount.isPending) return;
    setIsOpen(false);
    setTyped('');
    deleteAccount.reset();
  };

  const error = deleteAccount.error ? signInErrorMessageFor(deleteAccount.error) : null;

  return (
    <section className={styles.zone} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.title}>
        {t('profile.delete.title')}
      </h2>
      <p className={styles.text}>{t('profile.delete.text')}</p>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('profile.delete.open')}
      </Button>
      <Modal
        isOpen={isOpen}
        title={t('profile.delete.dialog_title')}
        onClose={close}
        initialFocusRef={inputRef}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={deleteAccount.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={!isConfirmed}
              isBusy={deleteAccount.isPending}
              onClick={() => deleteAccount.mutate({ userid: userId })}
            >
              {t('profile.delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('profile.delete.warning')}</p>
        {error ? <FormAlert>{t(error.key, error.vars)}</FormAlert> : null}
        <label className={styles.label} htmlFor="delete-account-confirm">
          {t('profile.delete.type_to_confirm', { word: confirmWord })}
        </label>
        <input
          ref={inputRef}
          id="delete-account-confirm"
          className={styles.input}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Modal>
    </section>
  );
}
