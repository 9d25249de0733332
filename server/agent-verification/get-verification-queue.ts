import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { VerificationQueueQuery } from '@/contracts/requests/agent-verification-requests';
import type { Database } from '../db/database';
import { mediaLinkSigner } from '../media/private-media-links';
import {
  latestSubmissionIds,
  listSubmissionsByStatus,
  listSubmissionValues,
} from './agent-verification-repository';
import { toSubmissionDto } from './agent-verification-dto';

/**
 * `admin/verification-submissions`: the submissions in one status (pending by default, oldest
 * first; decided ones latest first), each with its user and answers, files included; `search`
 * keeps those whose applicant's name or email has its words.
 */
export async function getVerificationQueue(
  db: Database,
  query: VerificationQueueQuery,
): Promise<{ data: VerificationSubmissionDto[]; total: number }> {
  const { rows, total } = await listSubmissionsByStatus(db, query);
  const ids = rows.map((row) => row.submission.id);
  const [values, latest, signLink] = await Promise.all([
    listSubmissionValues(db, ids),
    latestSubmissionIds(
      db,
      rows.map((row) => row.user.id),
    ),
    mediaLinkSigner(db),
  ]);
  return {
    data: rows.map((row) =>
      toSubmissionDto(
        row,
        values.filter((value) => value.submissionId === row.submission.id),
        latest.has(row.submission.id),
        signLink,
      ),
    ),
    total,
  };
}
