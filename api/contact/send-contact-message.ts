import type { ContactMessageInput } from '@/contracts/requests/contact-requests';
import { messageOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `contct_us` (open): a message to the site's team; answers the server's thank-you. */
export const sendContactMessage = defineMutation('POST', 'contct_us', {
  body: (input: ContactMessageInput) => ({ ...input }),
  answer: messageOf,
});

export const useSendContactMessage = sendContactMessage.use;
