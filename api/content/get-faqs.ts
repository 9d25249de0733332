import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { callApi } from '../client';

/** GET `faqs` (open): the active questions in the admin's order. */
export async function fetchFaqs(signal?: AbortSignal): Promise<FaqDto[]> {
  const answer = await callApi<FaqDto[]>({ method: 'GET', path: 'faqs', auth: false, signal });
  return answer.data;
}

export function faqsQueryOptions() {
  return queryOptions({ queryKey: contentKeys.faqs(), queryFn: ({ signal }) => fetchFaqs(signal) });
}

/** The FAQs page's questions (prefetched by the server). */
export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
