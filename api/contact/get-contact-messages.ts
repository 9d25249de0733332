import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { contactKeys, type ContactMessagesPage } from '@/contracts/query-keys/contact-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Messages per page of /admin/messages. */
export const contactMessagesPageSize = 20;

export interface ContactMessagesResult {
  data: ContactMessageDto[];
  total: number;
  unread: number;
}

/** GET `admin/contact-messages`: the contact page's messages, newest first. */
export async function fetchContactMessages(
  page: ContactMessagesPage,
  signal?: AbortSignal,
): Promise<ContactMessagesResult> {
  const answer: { data: ContactMessageDto[]; total?: number; unread?: number } = await callApi<
    ContactMessageDto[]
  >({
    method: 'GET',
    path: 'admin/contact-messages',
    query: { limit: page.limit, offset: page.offset },
    signal,
  });
  return {
    data: answer.data,
    total: answer.total ?? answer.data.length,
    unread: answer.unread ?? 0,
  };
}

export function contactMessagesQueryOptions(page: ContactMessagesPage) {
  return queryOptions({
    queryKey: contactKeys.messages(page),
    queryFn: ({ signal }) => fetchContactMessages(page, signal),
  });
}

/** One page of the messages; idle unless an admin is signed in. */
export function useContactMessages(page: ContactMessagesPage) {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({
    ...contactMessagesQueryOptions(page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}
