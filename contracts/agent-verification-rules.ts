import { megabyte } from './listing-upload-limits';

/**
 * Agent verification (spec §3 "Agent verification form values", §4 "Verification status";
 * DOMAIN-RULES "Agent verification"): the field types an admin may define, the statuses of a
 * submission, and the rules a value must follow — shared by the form (its checks before
 * sending) and the server (apply-agent-verification), so both answer with the same sentences.
 */

export const verificationFieldTypes = [
  'text',
  'number',
  'radio',
  'checkbox',
  'dropdown',
  'textarea',
  'file',
] as const;
export type VerificationFieldType = (typeof verificationFieldTypes)[number];

/** Types whose value must be one (or, for checkbox, several) of the field's options. */
export const optionFieldTypes: readonly VerificationFieldType[] = ['radio', 'checkbox', 'dropdown'];

/** A submission's review state: pending (under review), failed (with a reason), success. */
export const verificationStatuses = ['pending', 'failed', 'success'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** A user's status: `not_applied` until their first submission (spec: "not verified"). */
export type UserVerificationStatus = VerificationStatus | 'not_applied';

export const verificationLimits = {
  text: 200,
  textarea: 2000,
  number: 30,
  /** Files of the form (all file fields together) per submission. */
  maxFiles: 10,
  fileMaxBytes: 5 * megabyte,
  /** What a file field accepts, by the file's first bytes (checked again on the server). */
  fileKinds: ['jpeg', 'png', 'pdf'] as const,
  fileAccept: 'image/jpeg,image/png,.pdf,application/pdf',
  /** The reason of a failed verification, shown to the user. */
  reason: 300,
} as const;

/** The messages of the checks: translation keys (contracts/field-message.ts). */
export const verificationMessages = {
  required: 'validation.verification.required',
  number: 'validation.verification.number',
  option: 'validation.verification.option',
  tooLong: 'validation.verification.too_long',
  oneValue: 'validation.verification.one_value',
  file: 'validation.verification.file',
  fileTooLarge: 'validation.verification.file_too_large',
  unknownField: 'validation.verification.unknown_field',
} as const;

/** A field definition as both sides see it. */
export interface VerificationFieldRule {
  field_type: VerificationFieldType;
  options: readonly string[];
  is_required: boolean;
}

/** A value as sent: text, a list of options (checkbox), or for a file field its file's index. */
export type VerificationValue = string | readonly string[] | number | null | undefined;

const numberPattern = /^-?\d+(\.\d+)?$/;

const isEmpty = (value: VerificationValue): boolean =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');

/**
 * The problem with a non-file value for this field, or null when it is fine. File fields are
 * checked where their files are (only `required` here: an empty value of a required file field).
 */
export function checkVerificationValue(
  field: VerificationFieldRule,
  value: VerificationValue,
): string | null {
  if (isEmpty(value)) return field.is_required ? verificationMessages.required : null;
  if (field.field_type === 'file') return null;
  if (field.field_type === 'checkbox') {
    const values = Array.isArray(value) ? value : [String(value)];
    return values.every((item) => field.options.includes(item))
      ? null
      : verificationMessages.option;
  }
  if (Array.isArray(value)) return verificationMessages.oneValue;
  const text = String(value).trim();
  switch (field.field_type) {
    case 'radio':
    case 'dropdown':
      return field.options.includes(text) ? null : verificationMessages.option;
    case 'number':
      return text.length <= verificationLimits.number && numberPattern.test(text)
        ? null
        : verificationMessages.number;
    case 'textarea':
      return text.length <= verificationLimits.textarea ? null : verificationMessages.tooLong;
    default:
      return text.length <= verificationLimits.text ? null : verificationMessages.tooLong;
  }
}

/** The field-error key of a form field (errors are keyed by the field's id). */
export const verificationErrorKey = (fieldId: number): string => `form_fields.${fieldId}`;
