import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import type { Database } from '../db/database';
import { listAllFields } from './agent-verification-repository';
import { toFormFieldDto } from './agent-verification-dto';

/** `admin/verification-form-fields`: every field of the form, inactive ones too, in order. */
export async function getVerificationFormAdmin(
  db: Database,
): Promise<VerificationFormFieldAdminDto[]> {
  return (await listAllFields(db)).map((row) => ({
    ...toFormFieldDto(row),
    is_active: row.isActive,
  }));
}
