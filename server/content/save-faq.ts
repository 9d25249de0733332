import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import type { SaveFaqInput } from '@/contracts/requests/admin-content-requests';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { saveAudited } from '../audit/save-audited';
import { findFaq, selectAllFaqs, writeFaq, type FaqRow } from './admin-content-repository';
import { sanitizeAdminText } from './sanitize-admin-html';

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
  const answer = sanitizeAdminText(input.answer);
  const row = await saveAudited(db, input.id, audit, {
    thing: 'The question',
    targetType: 'faq',
    find: findFaq,
    write: (tx, current) =>
      writeFaq(tx, current?.id, {
        question: input.question,
        answer,
        isActive: input.is_active === 1,
        sequence: input.sequence,
      }),
    snapshot: toAdminFaqDto,
  });
  return { data: toAdminFaqDto(row), status: input.id ? 200 : 201 };
}
