import type { UserVerificationStatus } from '@/contracts/agent-verification-rules';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { mediaLinkSigner } from '../media/private-media-links';
import {
  findApplicant,
  findLatestSubmission,
  listSubmissionValues,
} from './agent-verification-repository';
import { toValueDto } from './agent-verification-dto';

/**
 * `get-agent-verification-form-values`: the signed-in user's verification status (the one the
 * badge and the listing gates read) and the answers of their latest submission, with the reason
 * when it failed. Before a first submission: `not_applied` and no answers.
 */
export async function getVerificationFormValues(
  db: Database,
  viewer: Viewer,
): Promise<VerificationFormValuesDto> {
  const [applicant, latest] = await Promise.all([
    findApplicant(db, viewer.userId),
    findLatestSubmission(db, viewer.userId),
  ]);
  const status: UserVerificationStatus = applicant?.verificationStatus ?? 'not_applied';
  const [values, signLink] = await Promise.all([
    latest ? listSubmissionValues(db, [latest.id]) : [],
    mediaLinkSigner(db),
  ]);
  return {
    status,
    reason: status === 'failed' ? (latest?.reason ?? null) : null,
    submitted_at: latest?.createdAt.toISOString() ?? null,
    reviewed_at: latest?.reviewedAt?.toISOString() ?? null,
    form_fields: values.map((value) => toValueDto(value, signLink)),
  };
}
