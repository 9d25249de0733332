import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useBankTransferSettings } from '@/api/payments/bank-transfer-settings';
import { useSaveBankTransferSettings } from '@/api/payments/save-bank-transfer-settings';
import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import { bankTransferSettingsSchema } from '@/contracts/requests/admin-payment-requests';
import { usePasswordAgain } from '@/components/layout/password-again';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import styles from './admin-payments.module.css';

function SettingsForm({ saved }: { saved: BankTransferSettingsDto }) {
  const { t } = useSiteText();
  const save = useSaveBankTransferSettings();
  const withPassword = usePasswordAgain();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = async (
    values: BankTransferSettingsDto,
    helpers: FormikHelpers<BankTransferSettingsDto>,
  ) => {
    setNotice(null);
    try {
      await withPassword(() => save.mutateAsync(values));
      setNotice({ tone: 'success', text: t('admin_payments.settings.saved') });
    } catch (error) {
      const fieldErrors = isApiError(error) ? (error.fieldErrors ?? {}) : {};
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      // A cancelled password prompt leaves the server's password_required sentence here.
      else setNotice({ tone: 'error', text: apiErrorText(error, t) });
    }
  };

  return (
    <Formik<BankTransferSettingsDto>
      initialValues={saved}
      validate={(values) =>
        validateWithSchema(bankTransferSettingsSchema, { ...values }, 'instructions')
      }
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.section} noValidate aria-labelledby="bank-transfer-heading">
          <h2 id="bank-transfer-heading" className={styles.heading}>
            {t('admin_payments.settings.title')}
          </h2>
          <ToggleField
            name="enabled"
            label={t('admin_payments.settings.enabled')}
            hint={t('admin_payments.settings.enabled_hint')}
          />
          <TextField
            name="instructions"
            label={t('admin_payments.settings.instructions')}
            hint={t('admin_payments.settings.instructions_hint')}
            multiline
            rows={5}
          />
          {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
          <FocusFirstError />
          <div>
            <Button type="submit" isBusy={isSubmitting}>
              {t('admin_payments.settings.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The administrator's bank transfer setting: on or off, and the instructions buyers follow. */
export function BankTransferSettingsForm() {
  const { t } = useSiteText();
  const settings = useBankTransferSettings();
  if (settings.isError) return <FormAlert>{apiErrorText(settings.error, t)}</FormAlert>;
  if (!settings.data) return <p role="status">{t('common.loading')}</p>;
  return <SettingsForm saved={settings.data} />;
}
