import type { FaqDto } from '@/contracts/dto/faq-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `faqs` (open): the active questions in the admin's order. */
export const faqsQuery = defineQuery('faqs', {
  auth: false,
  key: contentKeys.faqs,
  answer: dataOf<FaqDto[]>,
});

/** The FAQs page's questions (prefetched by the server). */
export const useFaqs = faqsQuery.use;
