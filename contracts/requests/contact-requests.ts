import { number, object, string, type InferType } from 'yup';
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
 * the last name is optional. `rendered_at` is when the server rendered the form (milliseconds
 * since 1970, the server's clock): a message sent sooner than a person can write one is
 * refused. `website` is the honeypot: see server/contact/send-contact-message.ts.
 */
export const contactMessageSchema = object({
  first_name: string()
    .trim()
    .max(contactLimits.name, `The first name is at most ${contactLimits.name} characters`)
    .required('Enter your first name'),
  last_name: string()
    .trim()
    .max(contactLimits.name, `The last name is at most ${contactLimits.name} characters`),
  email: emailField().required('Enter your email address'),
  subject: string()
    .trim()
    .max(contactLimits.subject, `The subject is at most ${contactLimits.subject} characters`)
    .required('Enter a subject'),
  message: string()
    .trim()
    .max(contactLimits.message, `The message is at most ${contactLimits.message} characters`)
    .required('Write the message you want to send'),
  rendered_at: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('rendered_at is a time in milliseconds')
    .min(0, 'rendered_at is a time in milliseconds')
    .max(1e14, 'rendered_at is a time in milliseconds'),
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
