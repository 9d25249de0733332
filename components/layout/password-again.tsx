import { Form, Formik, type FormikHelpers } from 'formik';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { useConfirmPassword } from '@/api/staff/confirm-password';
import { confirmPasswordSchema } from '@/contracts/requests/staff-requests';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { useSiteText } from './use-site-text';
import styles from './admin-page.module.css';

/** Runs a staff action; when the server asks for the password again, asks for it and retries. */
export type WithPassword = <T>(action: () => Promise<T>) => Promise<T>;

const PasswordAgainContext = createContext<WithPassword | null>(null);

interface Waiting {
  confirmed: () => void;
  cancelled: () => void;
}

/**
 * Granting roles, changing secrets and payment actions need the password typed within 15
 * minutes (the server answers 403 password_required): the console's pages run such actions
 * through `usePasswordAgain()`, which asks for the password in a dialog, confirms it
 * (`admin/confirm-password`) and sends the action again; Cancel fails it with the server's
 * refusal.
 */
export function PasswordAgainProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const withPassword = useCallback<WithPassword>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!isApiError(error) || error.code !== 'password_required') throw error;
      await new Promise<void>((resolve, reject) =>
        setWaiting({ confirmed: resolve, cancelled: () => reject(error) }),
      );
      return action();
    }
  }, []);
  return (
    <PasswordAgainContext.Provider value={withPassword}>
      {children}
      {waiting && (
        <PasswordAgainDialog
          onConfirmed={() => {
            setWaiting(null);
            waiting.confirmed();
          }}
          onCancel={() => {
            setWaiting(null);
            waiting.cancelled();
          }}
        />
      )}
    </PasswordAgainContext.Provider>
  );
}

/** The console's `withPassword` (outside the console: the action as it is). */
export function usePasswordAgain(): WithPassword {
  return useContext(PasswordAgainContext) ?? ((action) => action());
}

function PasswordAgainDialog({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useSiteText();
  const confirm = useConfirmPassword();
  const submit = async (
    values: { password: string },
    helpers: FormikHelpers<{ password: string }>,
  ) => {
    try {
      await confirm.mutateAsync({ password: values.password });
      onConfirmed();
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(
        error,
        { invalid_credentials: 'password' },
        ['password'],
      );
      helpers.setErrors(
        Object.keys(fieldErrors).length > 0
          ? fieldErrors
          : {
              password: formMessage
                ? t(formMessage.key, formMessage.vars)
                : t('common.an_error_occurred'),
            },
      );
    }
  };
  return (
    <Modal isOpen title={t('console.password_again.title')} onClose={onCancel}>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={confirmPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className={styles.passwordForm} noValidate>
            <p>{t('console.password_again.text')}</p>
            <PasswordField
              name="password"
              label={t('auth.fields.password')}
              autoComplete="current-password"
              autoFocus
            />
            <div className={styles.dialogButtons}>
              <Button variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" isBusy={isSubmitting}>
                {t('console.password_again.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
