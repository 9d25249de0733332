import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import type { SaveFaqInput } from '@/contracts/requests/admin-content-requests';
import { notFound } from '../core/app-error';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { findFaq, selectAllFaqs, writeFaq, type FaqRow } from './admin-content-repository';
import { looksLikeHtml, sanitizeAdminHtml } from './sanitize-admin-html';

export const toAdminFaqDto = (row: FaqRow): AdminFaqDto => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  is_active: row.isActive,
  sequence: row.sequence,
});

/** `admin/faqs` (GET): every question, inactive ones too, in order. */
export async function getAdminFaqs(db: Database): Promise<AdminFaqDto[]> {
  return (await selectAllFaqs(db)).map(toAdminFaqDto);
}

/**
 * `admin/faqs` (POST): adds a question (no `id`) or changes one; an HTML answer is sanitised.
 * A question is taken off /faqs by making it inactive. One audit row.
 */
export async function saveFaq(
  db: Database,
  input: SaveFaqInput,
  audit: StaffAudit,
): Promise<{ data: AdminFaqDto; status: number }> {
  const answer = looksLikeHtml(input.answer) ? sanitizeAdminHtml(input.answer) : input.answer;
  const row = await runInTransaction(db, async (tx) => {
    const current = input.id ? await findFaq(tx, input.id) : null;
    if (input.id && !current) throw notFound('The question');
    const saved = await writeFaq(tx, current?.id, {
      question: input.question,
      answer,
      isActive: input.is_active === 1,
      sequence: input.sequence,
    });
    if (!saved) throw notFound('The question');
    await audit.record(tx, {
      targetType: 'faq',
      targetId: saved.id,
      before: current ? toAdminFaqDto(current) : null,
      after: toAdminFaqDto(saved),
    });
    return saved;
  });
  return { data: toAdminFaqDto(row), status: input.id ? 200 : 201 };
}
