import type { FieldErrors } from '@/contracts/api-envelope';
import {
  checkVerificationValue,
  verificationErrorKey,
  verificationMessages,
} from '@/contracts/agent-verification-rules';
import type { ApplyAgentVerificationInput } from '@/contracts/requests/agent-verification-requests';
import type { UploadedFile } from '../core/route';
import type { VerificationFieldRow } from './agent-verification-repository';

/** An answer that passed the field's rules: a value, or the file that answers a file field. */
export interface CheckedAnswer {
  field: VerificationFieldRow;
  value: string | string[] | null;
  file: UploadedFile | null;
}

/** Index of a file among `form_files` from a file field's value ("0", "1" …), or null. */
function fileIndexOf(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function normalised(field: VerificationFieldRow, value: string | string[] | undefined) {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    const ticked = [...new Set(value.map((item) => item.trim()).filter(Boolean))];
    return ticked.length > 0 ? ticked : null;
  }
  const text = value.trim();
  if (text === '') return null;
  return field.fieldType === 'checkbox' ? [text] : text;
}

/**
 * Checks the answers against the admin's field definitions (every active field; required ones
 * answered; numbers, options and lengths by type; a file field's value the index of one of the
 * files sent, each file answering exactly one field). Field errors are keyed
 * `form_fields.<field id>`; answers to fields the form does not have are refused too.
 */
export function checkVerificationAnswers(
  fields: readonly VerificationFieldRow[],
  input: ApplyAgentVerificationInput,
  files: readonly UploadedFile[],
): { answers: CheckedAnswer[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const sent = new Map(input.form_fields.map((item) => [item.id, item.value]));
  const known = new Set(fields.map((field) => field.id));
  for (const id of sent.keys()) {
    if (!known.has(id)) errors[verificationErrorKey(id)] = verificationMessages.unknownField;
  }
  const usedFiles = new Set<number>();
  const answers: CheckedAnswer[] = [];
  for (const field of fields) {
    const key = verificationErrorKey(field.id);
    const value = normalised(field, sent.get(field.id));
    const rule = {
      field_type: field.fieldType,
      options: field.options,
      is_required: field.isRequired,
    };
    const problem = checkVerificationValue(rule, value);
    if (problem) {
      errors[key] = problem;
      continue;
    }
    if (field.fieldType !== 'file') {
      if (value !== null) answers.push({ field, value, file: null });
      continue;
    }
    if (value === null) continue;
    const index = fileIndexOf(value);
    const file = index === null ? undefined : files[index];
    if (index === null || !file || usedFiles.has(index)) {
      errors[key] = verificationMessages.file;
      continue;
    }
    usedFiles.add(index);
    answers.push({ field, value: null, file });
  }
  if (Object.keys(errors).length === 0 && usedFiles.size < files.length) {
    errors.form_files = 'Every file must answer one file field of the form';
  }
  return { answers, errors };
}
