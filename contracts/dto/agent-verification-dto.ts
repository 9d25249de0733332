import type {
  UserVerificationStatus,
  VerificationFieldType,
  VerificationStatus,
} from '../agent-verification-rules';
import type { CatalogueTranslations } from './catalogue-translations';

/** One field of the verification form, as the admin defined it (active fields, in order). */
export interface VerificationFormFieldDto {
  id: number;
  name: string;
  field_type: VerificationFieldType;
  /** The choices of a radio, checkbox or dropdown field (canonical values); [] otherwise. */
  options: string[];
  is_required: boolean;
  rank: number;
  /** The name and option labels in other languages ("ar" → { name, choices }). */
  translations: CatalogueTranslations;
}

/** A field as the admin manages it: inactive fields are listed too. */
export interface VerificationFormFieldAdminDto extends VerificationFormFieldDto {
  is_active: boolean;
}

/** A stored answer: text, the options ticked (checkbox), or a file. */
export interface VerificationValueDto {
  /** The field's id; null when the admin has since removed the field. */
  id: number | null;
  /** The field's name and type when the answer was given. */
  name: string;
  field_type: VerificationFieldType;
  value: string | string[] | null;
  /** A file answer: where to open it, and whether it is a photo or a PDF. */
  file: { url: string; kind: 'image' | 'pdf'; name: string } | null;
}

/**
 * `get-agent-verification-form-values`: the user's status and their latest submission's
 * answers (`form_fields`, spec §3); status `not_applied` with no answers before the first one.
 */
export interface VerificationFormValuesDto {
  status: UserVerificationStatus;
  /** Why the verification failed (status failed). */
  reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  form_fields: VerificationValueDto[];
}

/** A submission in the admin's review queue. */
export interface VerificationSubmissionDto {
  id: number;
  status: VerificationStatus;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  /** Whether this is the user's latest submission (only that one can be decided). */
  is_latest: boolean;
  user: { id: number; name: string; email: string | null; slug_id: string };
  form_fields: VerificationValueDto[];
}
