import type { ContactReceivedDto } from '@/contracts/dto/contact-message-dto';
import type { ContactMessageInput } from '@/contracts/requests/contact-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `contct_us` (open): a message to the site's team; answers that it was received, with
 * the signed time of the next form.
 */
export const sendContactMessage = defineMutation('POST', 'contct_us', {
  body: (input: ContactMessageInput) => ({ ...input }),
  answer: dataOf<ContactReceivedDto>,
});

export const useSendContactMessage = sendContactMessage.use;
