import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useApplyAgentVerification } from '@/api/agent-verification/apply-agent-verification';
import type {
  VerificationFormFieldDto,
  VerificationValueDto,
} from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/utils/notify';
import styles from './agent-verification.module.css';
import { VerificationField } from './verification-field';
import {
  formErrorsFromServer,
  initialVerificationValues,
  toVerificationAnswers,
  validateVerificationValues,
  type VerificationFormValues,
} from './verification-form-values';

export interface VerificationFormProps {
  fields: readonly VerificationFormFieldDto[];
  /** The answers of a failed submission, to start from. */
  previous: readonly VerificationValueDto[];
}

/** The admin's verification form, built from its field definitions, checked and sent. */
export function VerificationForm({ fields, previous }: VerificationFormProps) {
  const { t } = useSiteText();
  const apply = useApplyAgentVerification();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (
    values: VerificationFormValues,
    helpers: FormikHelpers<VerificationFormValues>,
  ) => {
    setFormError(null);
    try {
      await apply.mutateAsync(toVerificationAnswers(fields, values));
      void notify('success', t('verification.form.sent'));
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? formErrorsFromServer(fields, error.fieldErrors ?? {})
        : {};
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else setFormError(apiErrorText(error, t));
    }
  };

  return (
    <Formik<VerificationFormValues>
      initialValues={initialVerificationValues(fields, previous)}
      validate={(values) => validateVerificationValues(fields, values)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-labelledby="verification-form-title">
          <h2 id="verification-form-title" className={styles.formTitle}>
            {t('verification.form.title')}
          </h2>
          <p className={styles.muted}>{t('verification.form.intro')}</p>
          {fields.map((field) => (
            <VerificationField key={field.id} field={field} />
          ))}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FocusFirstError />
          <div>
            <Button type="submit" isBusy={isSubmitting}>
              {t('verification.form.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
