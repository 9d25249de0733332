import { verificationErrorKey } from '@/contracts/agent-verification-rules';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import type { ApplyAgentVerificationInput } from '@/contracts/requests/agent-verification-requests';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { AppError, validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import { saveWithStagedFiles, type FileWork } from '../listings/save-listing-files';
import type { MediaWriter } from '../storage/media-storage';
import {
  findApplicant,
  insertSubmission,
  listActiveFields,
  setUserVerificationStatus,
  type NewSubmissionValue,
} from './agent-verification-repository';
import { checkVerificationAnswers, type CheckedAnswer } from './check-verification-answers';
import { getVerificationFormValues } from './get-verification-form-values';
import {
  checkVerificationFile,
  storeVerificationFile,
  verificationFilesField,
  type StoredVerificationFile,
} from './verification-files';

/** The English fallbacks (locales/ hold `errors.<code>`). */
export const underReview = (): AppError =>
  new AppError('verification_under_review', 'Your Verification is Under Review.');

const alreadyVerified = (): AppError =>
  new AppError('conflict', 'Your verification has already succeeded.');

const noForm = (): AppError =>
  new AppError('conflict', 'There is no verification form to fill in yet.');

/** Re-applying is open before a first submission and after a failed one only. */
function assertMayApply(status: string | undefined): void {
  if (status === 'pending') throw underReview();
  if (status === 'success') throw alreadyVerified();
}

async function storeFiles(
  batch: MediaWriter,
  userId: number,
  answers: readonly CheckedAnswer[],
): Promise<Map<number, StoredVerificationFile>> {
  const stored = new Map<number, StoredVerificationFile>();
  for (const answer of answers) {
    if (!answer.file) continue;
    const key = verificationErrorKey(answer.field.id);
    stored.set(answer.field.id, await storeVerificationFile(batch, userId, answer.file, key));
  }
  return stored;
}

function toValueRows(
  answers: readonly CheckedAnswer[],
  files: ReadonlyMap<number, StoredVerificationFile>,
): Omit<NewSubmissionValue, 'submissionId'>[] {
  return answers.map((answer) => {
    const file = files.get(answer.field.id);
    return {
      fieldId: answer.field.id,
      fieldName: answer.field.name,
      fieldType: answer.field.fieldType,
      value: answer.value,
      fileKey: file?.key ?? null,
      fileKind: file?.kind ?? null,
      fileName: file?.name ?? null,
    };
  });
}

/**
 * `apply-agent-verification`: the signed-in user (never someone named in the body) answers the
 * admin's form. The answers are checked against the field definitions, the files by their
 * content, then stored, and the submission is written with the user's status set to pending in
 * one transaction (the files are published only once it committed). Refused while a submission
 * is pending (409 verification_under_review) or once verified (409); open again after a failure.
 */
export async function applyAgentVerification(
  db: Database,
  viewer: Viewer,
  input: ApplyAgentVerificationInput,
  files: UploadedFiles,
  work: FileWork,
): Promise<VerificationFormValuesDto> {
  assertMayApply((await findApplicant(db, viewer.userId))?.verificationStatus);
  const fields = await listActiveFields(db);
  if (fields.length === 0) throw noForm();
  const { answers, errors } = checkVerificationAnswers(
    fields,
    input,
    files[verificationFilesField] ?? [],
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  for (const answer of answers) {
    if (answer.file)
      await checkVerificationFile(answer.file, verificationErrorKey(answer.field.id));
  }
  try {
    await saveWithStagedFiles(
      work,
      (batch) => storeFiles(batch, viewer.userId, answers),
      (stored) =>
        runInTransaction(db, async (tx) => {
          // Checked again inside the transaction: a decision or another application may have
          // landed since; the unique index on pending submissions settles two at once.
          assertMayApply((await findApplicant(tx, viewer.userId))?.verificationStatus);
          await insertSubmission(tx, viewer.userId, toValueRows(answers, stored));
          await setUserVerificationStatus(tx, viewer.userId, 'pending');
        }),
    );
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23505') throw underReview();
    throw error;
  }
  return getVerificationFormValues(db, viewer);
}
