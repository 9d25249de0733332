import type { FaqDto } from '@/contracts/dto/faq-dto';
import type { Database } from '../db/database';
import { toFaqDto } from './content-dto';
import { listActiveFaqs } from './content-repository';

/** `faqs`: the active questions in the admin's order. */
export async function getFaqs(db: Database): Promise<FaqDto[]> {
  return (await listActiveFaqs(db)).map(toFaqDto);
}
