import { number, object, string, type InferType } from 'yup';
import { fieldMessage } from '../field-message';
import { emailField } from './account-requests';
import { idField } from './field-kit';
import { pageFields } from './paging';

/** Lengths of a contact message's fields (the form and the server share them). */
export const contactLimits = {
  name: 100,
  subject: 150,
  message: 5000,
} as const;

/**
 * The hidden field people never see and never fill (the form's honeypot). Spam robots that fill
 * every input fill it too.
 */
export const contactHoneypotField = 'website';

/**
 * `contct_us` (open; the spec's spelling): first name, email, subject and message are required,
 * the last name is optional. `rendered_at` is when the server rendered the form, signed by the
 * server (server/contact/contact-form-time.ts): a message sent sooner than a person can write
 * one, or with a time the server did not sign or signed over a day ago, is refused. `website` is the honeypot: see server/contact/send-contact-message.ts.
 */
export const contactMessageSchema = object({
  first_name: string()
    .trim()
    .max(
      contactLimits.name,
      fieldMessage('validation.contact.first_name_too_long', { max: contactLimits.name }),
    )
    .required('validation.contact.first_name_required'),
  last_name: string()
    .trim()
    .max(
      contactLimits.name,
      fieldMessage('validation.contact.last_name_too_long', { max: contactLimits.name }),
    ),
  email: emailField().required('validation.email_required'),
  subject: string()
    .trim()
    .max(
      contactLimits.subject,
      fieldMessage('validation.contact.subject_too_long', { max: contactLimits.subject }),
    )
    .required('validation.contact.subject_required'),
  message: string()
    .trim()
    .max(
      contactLimits.message,
      fieldMessage('validation.contact.message_too_long', { max: contactLimits.message }),
    )
    .required('validation.contact.message_required'),
  rendered_at: string().trim().max(100, 'rendered_at is the form time the page was given'),
  [contactHoneypotField]: string().max(500),
});

/** `admin/contact-messages`: the messages, newest first, paged. */
export const contactMessagesQuerySchema = object({
  ...pageFields(20, 50),
});

/** `admin/read-contact-message`: marks one message read (or unread again). */
export const readContactMessageSchema = object({
  id: idField('id', 'id is not a known message').required('id is required'),
  is_read: number().typeError('is_read is 1 or 0').oneOf([0, 1], 'is_read is 1 or 0').default(1),
});

export type ContactMessageInput = InferType<typeof contactMessageSchema>;
export type ContactMessagesQuery = InferType<typeof contactMessagesQuerySchema>;
export type ReadContactMessageInput = InferType<typeof readContactMessageSchema>;
