import { useBankTransferSettings } from '@/api/payments/bank-transfer-settings';
import { useSaveBankTransferSettings } from '@/api/payments/save-bank-transfer-settings';
import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import { bankTransferSettingsSchema } from '@/contracts/requests/admin-payment-requests';
import { ConsoleSection } from '@/components/layout/console-section';
import { usePasswordAgain } from '@/components/layout/password-again';
import { SettingsForm } from '@/components/layout/settings-form';
import { useSiteText } from '@/components/layout/use-site-text';
import { Loaded } from '@/components/ui/load-status';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { labelAndHint } from '@/components/ui/label-and-hint';

/** The administrator's bank transfer setting: on or off, and the instructions buyers follow. */
export function BankTransferSettingsForm() {
  const { t } = useSiteText();
  const settings = useBankTransferSettings();
  const save = useSaveBankTransferSettings();
  const withPassword = usePasswordAgain();
  const title = t('admin_payments.settings.title');
  return (
    <ConsoleSection title={title}>
      <Loaded result={settings} failedText={t('admin_settings.load_failed')}>
        {(saved) => (
          <SettingsForm<BankTransferSettingsDto>
            initialValues={saved}
            validationSchema={bankTransferSettingsSchema}
            save={(values) => withPassword(() => save.mutateAsync(values))}
            label={title}
            submitText={t('admin_payments.settings.save')}
            toastId="bank-transfer-settings"
            savedText={t('admin_payments.settings.saved')}
          >
            <ToggleField name="enabled" {...labelAndHint(t, 'admin_payments.settings.enabled')} />
            <TextField
              name="instructions"
              {...labelAndHint(t, 'admin_payments.settings.instructions')}
              multiline
              rows={5}
            />
          </SettingsForm>
        )}
      </Loaded>
    </ConsoleSection>
  );
}
