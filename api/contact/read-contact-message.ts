import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { contactKeys } from '@/contracts/query-keys/contact-keys';
import { callApi } from '../client';

export interface ReadContactMessageInput {
  id: number;
  isRead: boolean;
}

/** POST `admin/read-contact-message`: marks a message read or unread. */
export async function readContactMessage(
  input: ReadContactMessageInput,
): Promise<ContactMessageDto> {
  const answer = await callApi<ContactMessageDto>({
    method: 'POST',
    path: 'admin/read-contact-message',
    body: { id: input.id, is_read: input.isRead ? 1 : 0 },
  });
  return answer.data;
}

/** Marks a message, then refreshes the message pages (and their unread count). */
export function useReadContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readContactMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
