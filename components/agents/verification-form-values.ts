import {
  checkVerificationValue,
  verificationErrorKey,
  verificationLimits,
  verificationMessages,
} from '@/contracts/agent-verification-rules';
import type {
  VerificationFormFieldDto,
  VerificationValueDto,
} from '@/contracts/dto/agent-verification-dto';
import type { VerificationAnswer } from '@/api/agent-verification/apply-agent-verification';

/** A field's value in the form: text, the options ticked, or the chosen file. */
export type VerificationFormValue = string | string[] | File | null;
export type VerificationFormValues = Record<string, VerificationFormValue>;

/** The Formik name of a field (`f12`): Formik reads dots and digits as paths. */
export const formNameOf = (fieldId: number): string => `f${fieldId}`;

function emptyValueOf(field: VerificationFormFieldDto): VerificationFormValue {
  if (field.field_type === 'checkbox') return [];
  if (field.field_type === 'file') return null;
  return '';
}

/** What the form starts with: empty, or after a failure the answers given then (files aside). */
export function initialVerificationValues(
  fields: readonly VerificationFormFieldDto[],
  previous: readonly VerificationValueDto[],
): VerificationFormValues {
  const values: VerificationFormValues = {};
  for (const field of fields) {
    const earlier = previous.find((answer) => answer.id === field.id)?.value ?? null;
    let value = emptyValueOf(field);
    if (earlier !== null && field.field_type === 'checkbox') {
      value = (Array.isArray(earlier) ? earlier : [earlier]).filter((item) =>
        field.options.includes(item),
      );
    } else if (earlier !== null && field.field_type !== 'file' && !Array.isArray(earlier)) {
      value = earlier;
    }
    values[formNameOf(field.id)] = value;
  }
  return values;
}

/** The form's checks, the same rules the server applies (contracts/agent-verification-rules). */
export function validateVerificationValues(
  fields: readonly VerificationFormFieldDto[],
  values: VerificationFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[formNameOf(field.id)] ?? null;
    if (value instanceof File) {
      if (value.size > verificationLimits.fileMaxBytes) {
        errors[formNameOf(field.id)] = verificationMessages.fileTooLarge;
      }
      continue;
    }
    const problem = checkVerificationValue(field, value);
    if (problem) errors[formNameOf(field.id)] = problem;
  }
  return errors;
}

/** The answers to send, one per field with a value. */
export function toVerificationAnswers(
  fields: readonly VerificationFormFieldDto[],
  values: VerificationFormValues,
): VerificationAnswer[] {
  return fields.flatMap((field) => {
    const value = values[formNameOf(field.id)] ?? null;
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [];
    return [{ id: field.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}

/** The server's field errors (`form_fields.<id>`) as the form's (`f<id>`). */
export function formErrorsFromServer(
  fields: readonly VerificationFormFieldDto[],
  serverErrors: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = serverErrors[verificationErrorKey(field.id)];
    if (message) errors[formNameOf(field.id)] = message;
  }
  return errors;
}
