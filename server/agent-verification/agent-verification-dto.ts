import type {
  VerificationFormFieldDto,
  VerificationSubmissionDto,
  VerificationValueDto,
} from '@/contracts/dto/agent-verification-dto';
import type { MediaLinkSigner } from '../media/private-media-links';
import { imageUrl, mediaUrl } from '../storage/media-url';
import type {
  QueueRow,
  SubmissionValueRow,
  VerificationFieldRow,
} from './agent-verification-repository';

export function toFormFieldDto(row: VerificationFieldRow): VerificationFormFieldDto {
  return {
    id: row.id,
    name: row.name,
    field_type: row.fieldType,
    options: row.options,
    is_required: row.isRequired,
    rank: row.rank,
    translations: row.translations,
  };
}

/** The answer's file behind its signed link (verification files are private). */
function fileOf(row: SubmissionValueRow, signLink: MediaLinkSigner): VerificationValueDto['file'] {
  if (!row.fileKey || !row.fileKind) return null;
  const url = row.fileKind === 'image' ? imageUrl(row.fileKey, 'large') : mediaUrl(row.fileKey);
  return url ? { url: signLink(url), kind: row.fileKind, name: row.fileName ?? '' } : null;
}

export function toValueDto(
  row: SubmissionValueRow,
  signLink: MediaLinkSigner,
): VerificationValueDto {
  return {
    id: row.fieldId,
    name: row.fieldName,
    field_type: row.fieldType,
    value: row.value ?? null,
    file: fileOf(row, signLink),
  };
}

export function toSubmissionDto(
  row: QueueRow,
  values: readonly SubmissionValueRow[],
  isLatest: boolean,
  signLink: MediaLinkSigner,
): VerificationSubmissionDto {
  const { submission, user } = row;
  return {
    id: submission.id,
    status: submission.status,
    reason: submission.reason,
    submitted_at: submission.createdAt.toISOString(),
    reviewed_at: submission.reviewedAt?.toISOString() ?? null,
    is_latest: isLatest,
    user: { id: user.id, name: user.name, email: user.email, slug_id: user.slugId },
    form_fields: values.map((value) => toValueDto(value, signLink)),
  };
}
