import type { AdminReportReasonDto } from '@/contracts/dto/admin-content-dto';
import type { SaveReportReasonInput } from '@/contracts/requests/admin-content-requests';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { saveAudited } from '../audit/save-audited';
import {
  findReportReason,
  selectAllReportReasons,
  writeReportReason,
  type ReportReasonRow,
} from './admin-content-repository';

export const toAdminReportReasonDto = (row: ReportReasonRow): AdminReportReasonDto => ({
  id: row.id,
  reason: row.reason,
  is_active: row.isActive,
});

/** `admin/report-reasons` (GET): every reason, inactive ones too. */
export async function getAdminReportReasons(db: Database): Promise<AdminReportReasonDto[]> {
  return (await selectAllReportReasons(db)).map(toAdminReportReasonDto);
}

/**
 * `admin/report-reasons` (POST): adds a reason (no `id`) or changes one. Reports already made
 * keep theirs: a reason leaves the report form by becoming inactive. One audit row.
 */
export async function saveReportReason(
  db: Database,
  input: SaveReportReasonInput,
  audit: StaffAudit,
): Promise<{ data: AdminReportReasonDto; status: number }> {
  const row = await saveAudited(db, input.id, audit, {
    thing: 'The reason',
    targetType: 'report_reason',
    find: findReportReason,
    write: (tx, current) =>
      writeReportReason(tx, current?.id, { reason: input.reason, isActive: input.is_active === 1 }),
    snapshot: toAdminReportReasonDto,
  });
  return { data: toAdminReportReasonDto(row), status: input.id ? 200 : 201 };
}
