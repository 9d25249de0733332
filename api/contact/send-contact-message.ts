import { useMutation } from '@tanstack/react-query';
import type { ContactReceivedDto } from '@/contracts/dto/contact-message-dto';
import type { ContactMessageInput } from '@/contracts/requests/contact-requests';
import { callApi } from '../client';

/** POST `contct_us` (open): a message to the site's team; answers the server's thank-you. */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const answer = await callApi<ContactReceivedDto>({
    method: 'POST',
    path: 'contct_us',
    body: { ...input },
  });
  return answer.message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
