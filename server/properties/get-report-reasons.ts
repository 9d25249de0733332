import type { ReportReasonDto } from '@/contracts/dto/listing-engagement-dto';
import type { Database } from '../db/database';
import { listActiveReportReasons } from './listing-engagement-repository';

/** The reason whose report needs the reporter's own words. */
export function isOtherReason(reason: string): boolean {
  return reason.trim().toLowerCase() === 'other';
}

/** `get_report_reasons`: the active reasons, in id order. */
export async function getReportReasons(db: Database): Promise<ReportReasonDto[]> {
  const rows = await listActiveReportReasons(db);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    is_other: isOtherReason(row.reason),
  }));
}
