import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSendContactMessage } from '@/api/contact/send-contact-message';
import {
  contactHoneypotField,
  contactLimits,
  contactMessageSchema,
} from '@/contracts/requests/contact-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { contactFormFailure } from './contact-form-errors';
import styles from './contact.module.css';

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

const emptyValues: ContactValues = {
  first_name: '',
  last_name: '',
  email: '',
  subject: '',
  message: '',
  [contactHoneypotField]: '',
};

export interface ContactFormProps {
  /** The server's signed time when it rendered the page; sent back as `rendered_at`. */
  renderedAt: string;
}

/**
 * The contact form (`contct_us`): first name, email, subject and message required, last name
 * optional, checked with the shared schema. It carries the honeypot `website` (hidden from
 * people and from assistive technology) and when the server rendered it.
 */
export function ContactForm({ renderedAt }: ContactFormProps) {
  const { t } = useSiteText();
  const send = useSendContactMessage();
  const [formMessageKey, setFormMessageKey] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  // The server's signed time of the form on screen: the page's, then the one each answer gives
  // for the next message.
  const [formTime, setFormTime] = useState(renderedAt);

  const handleSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    setFormMessageKey(null);
    try {
      const received = await send.mutateAsync({ ...values, rendered_at: formTime });
      setFormTime(received.rendered_at);
      helpers.resetForm();
      setIsSent(true);
    } catch (error) {
      const failure = contactFormFailure(error);
      helpers.setErrors(failure.fieldErrors);
      setFormMessageKey(failure.formMessageKey);
    }
  };

  if (isSent) {
    return (
      <div className={styles.sent}>
        <FormAlert tone="success">
          <strong>{t('contact.sent.title')}</strong> {t('contact.sent.text')}
        </FormAlert>
        <Button variant="secondary" onClick={() => setIsSent(false)}>
          {t('contact.sent.another')}
        </Button>
      </div>
    );
  }

  return (
    <Formik
      initialValues={emptyValues}
      validationSchema={contactMessageSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate aria-label={t('contact.form_label')}>
          <FocusFirstError />
          {formMessageKey ? <FormAlert>{t(formMessageKey)}</FormAlert> : null}
          <div className={styles.pair}>
            <TextField
              name="first_name"
              label={t('contact.fields.first_name')}
              autoComplete="given-name"
              maxLength={contactLimits.name}
            />
            <TextField
              name="last_name"
              label={t('contact.fields.last_name')}
              labelNote={t('contact.optional')}
              autoComplete="family-name"
              maxLength={contactLimits.name}
            />
          </div>
          <TextField
            name="email"
            type="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            name="subject"
            label={t('contact.fields.subject')}
            maxLength={contactLimits.subject}
          />
          <TextField name="message" label={t('contact.fields.message')} multiline rows={6} />
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{t('contact.fields.website')}</label>
            <Field
              id="contact-website"
              name={contactHoneypotField}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <Button type="submit" isBusy={isSubmitting}>
            {t('contact.send')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
