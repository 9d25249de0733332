import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useSendProjectEnquiry } from '@/api/projects/send-project-enquiry';
import { projectEnquirySchema, projectTextLimits } from '@/contracts/requests/project-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import styles from '@/components/listing/listing-dialog-form.module.css';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/utils/notify';

export interface ProjectEnquiryFormProps {
  projectId: number;
}

interface EnquiryValues {
  message: string;
  phone: string;
}

const fieldNames = ['message', 'phone'] as const;

/**
 * The enquiry to the developer (`send-project-enquiry`), checked by the same schema as the
 * server. Field errors from the server land on their fields; anything else is said above the
 * form. A sent enquiry is confirmed with a toast and the form is emptied.
 */
export function ProjectEnquiryForm({ projectId }: ProjectEnquiryFormProps) {
  const { t } = useSiteText();
  const send = useSendProjectEnquiry();
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = async (values: EnquiryValues, helpers: FormikHelpers<EnquiryValues>) => {
    setFormMessage(null);
    try {
      await send.mutateAsync({
        project_id: projectId,
        message: values.message,
        phone: values.phone,
      });
      void notify('success', t('project_detail.enquiry.sent'), {
        toastId: `project-enquiry-${projectId}`,
      });
      helpers.resetForm();
    } catch (error) {
      const fieldErrors: Record<string, string> = {};
      if (isApiError(error)) {
        for (const name of fieldNames) {
          const message = error.fieldErrors?.[name];
          if (message) fieldErrors[name] = message;
        }
      }
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else if (isApiError(error) && error.fieldErrors?.project_id)
        setFormMessage(t('project_detail.enquiry.own_project'));
      else setFormMessage(apiErrorText(error, t));
    }
  };

  return (
    <Formik<EnquiryValues>
      initialValues={{ message: '', phone: '' }}
      validationSchema={projectEnquirySchema.pick(['message', 'phone'])}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate>
          <FocusFirstError />
          {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
          <TextField
            name="message"
            multiline
            rows={4}
            maxLength={projectTextLimits.enquiry}
            label={t('project_detail.enquiry.message')}
          />
          <TextField
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={t('project_detail.enquiry.phone')}
            labelNote={t('project_detail.enquiry.optional')}
            hint={t('project_detail.enquiry.phone_hint')}
          />
          <Button type="submit" isBusy={isSubmitting}>
            {t('project_detail.enquiry.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
