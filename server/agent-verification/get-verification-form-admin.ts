import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { listAllFields } from './agent-verification-repository';
import { toFormFieldDto } from './agent-verification-dto';
import { requireVerificationAdmin } from './require-verification-admin';

/** `admin/verification-form-fields`: every field of the form, inactive ones too, in order. */
export async function getVerificationFormAdmin(
  db: Database,
  viewer: Viewer,
): Promise<VerificationFormFieldAdminDto[]> {
  requireVerificationAdmin(viewer);
  return (await listAllFields(db)).map((row) => ({
    ...toFormFieldDto(row),
    is_active: row.isActive,
  }));
}
