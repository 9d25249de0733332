import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import type { SaveVerificationFieldInput } from '@/contracts/requests/agent-verification-requests';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import { writeField, type FieldChanges } from './agent-verification-repository';
import { toFormFieldDto } from './agent-verification-dto';

/**
 * `admin/save-verification-form-field`: the admin adds a field to the verification form
 * (without `id`) or changes one (name, type, options, required, order, active). Answers given
 * before keep the field's name and type as they were.
 */
export async function saveVerificationFormField(
  db: Database,
  input: SaveVerificationFieldInput,
): Promise<{ data: VerificationFormFieldAdminDto; status: number }> {
  const values: FieldChanges = {
    name: input.name,
    fieldType: input.field_type,
    options: input.options,
    isRequired: input.is_required === 1,
    rank: input.rank,
    isActive: input.is_active === 1,
  };
  const row = await writeField(db, input.id, values);
  if (!row) throw notFound('The form field');
  return {
    data: { ...toFormFieldDto(row), is_active: row.isActive },
    status: input.id ? 200 : 201,
  };
}
