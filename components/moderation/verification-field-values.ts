import { optionFieldTypes, type VerificationFieldType } from '@/contracts/agent-verification-rules';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import type { SaveVerificationFieldPayload } from '@/api/agent-verification/save-verification-form-field';

/** The field editor's values: options one per line, the order as typed. */
export interface FieldEditorValues {
  name: string;
  field_type: VerificationFieldType;
  options: string;
  rank: string;
  is_required: boolean;
  is_active: boolean;
}

export const hasOptions = (type: VerificationFieldType): boolean => optionFieldTypes.includes(type);

/** Options typed one per line: each trimmed, empty lines dropped. */
export const optionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);

/** A new field comes last, required and active; an existing one as it is. */
export function editorValuesOf(
  field: VerificationFormFieldAdminDto | null,
  nextRank: number,
): FieldEditorValues {
  return {
    name: field?.name ?? '',
    field_type: field?.field_type ?? 'text',
    options: field?.options.join('\n') ?? '',
    rank: String(field?.rank ?? nextRank),
    is_required: field?.is_required ?? true,
    is_active: field?.is_active ?? true,
  };
}

/** What the save call sends: options only for radio, checkbox and dropdown fields. */
export function toFieldPayload(
  values: FieldEditorValues,
  id: number | undefined,
): SaveVerificationFieldPayload {
  const options = hasOptions(values.field_type) ? optionLines(values.options) : [];
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    field_type: values.field_type,
    options,
    is_required: values.is_required ? 1 : 0,
    rank: values.rank.trim() === '' ? 0 : Number(values.rank),
    is_active: values.is_active ? 1 : 0,
  };
}
