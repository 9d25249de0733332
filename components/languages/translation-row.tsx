import { Form, Formik, type FormikHelpers } from 'formik';
import { useSaveTranslation } from '@/api/languages/save-translation';
import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import { fieldMessage } from '@/contracts/field-message';
import { translationValueMax } from '@/contracts/requests/admin-language-requests';
import { missingPlaceholders } from '@/contracts/translation-placeholders';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/utils/notify';
import styles from './admin-languages.module.css';

interface RowValues {
  value: string;
}

/** The checks the server makes too: the length, and every placeholder of the English kept. */
function validateRow(key: string, english: string) {
  return ({ value }: RowValues): Partial<RowValues> => {
    if (value.length > translationValueMax) {
      return {
        value: fieldMessage('validation.admin_languages.value_too_long', {
          max: translationValueMax,
        }),
      };
    }
    const missing = value.trim() === '' ? [] : missingPlaceholders(english, value, key);
    if (missing.length === 0) return {};
    return {
      value: fieldMessage('validation.admin_languages.placeholder_missing', {
        placeholders: missing.join(' '),
      }),
    };
  };
}

export interface TranslationRowProps {
  language: string;
  row: AdminTranslationDto;
  isRtl: boolean;
}

/** One string: its key, its English, and its text in the language, saved on its own. */
export function TranslationRow({ language, row, isRtl }: TranslationRowProps) {
  const { t } = useSiteText();
  const save = useSaveTranslation();
  const initialValues: RowValues = { value: row.override ?? row.file_value ?? '' };

  const submit = async (values: RowValues, helpers: FormikHelpers<RowValues>) => {
    try {
      await save.mutateAsync({ language, key: row.key, value: values.value });
      void notify('success', t('admin_languages.saved'), { toastId: `saved-${row.key}` });
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(error, {}, ['value']);
      helpers.setErrors(fieldErrors);
      if (formMessage) void notify('error', t(formMessage.key, formMessage.vars));
    }
  };

  return (
    <li className={styles.row} data-key={row.key}>
      <code className={styles.key}>{row.key}</code>
      <p className={styles.english}>
        <span className={styles.muted}>{t('admin_languages.english')}: </span>
        <bdi lang="en" dir="ltr">
          {row.english}
        </bdi>
      </p>
      <Formik
        initialValues={initialValues}
        validate={validateRow(row.key, row.english)}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate className={styles.rowForm}>
            <TextField
              name="value"
              label={t('admin_languages.text_in', { key: row.key })}
              hint={
                row.override !== null
                  ? t('admin_languages.edited_hint')
                  : row.file_value === null
                    ? t('admin_languages.missing_hint')
                    : undefined
              }
              lang={language}
              dir={isRtl ? 'rtl' : 'ltr'}
            />
            <div className={styles.rowActions}>
              <Button type="submit" isBusy={isSubmitting} disabled={!dirty && !isSubmitting}>
                {t('admin_languages.save')}
              </Button>
              {row.translated ? null : (
                <span className={styles.hiddenBadge}>{t('admin_languages.untranslated')}</span>
              )}
            </div>
          </Form>
        )}
      </Formik>
    </li>
  );
}
