import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import {
  agentVerificationKeys,
  type VerificationQueuePage,
} from '@/contracts/query-keys/agent-verification-keys';
import { defineStaffPageQuery } from '../define-query';

/** Submissions per page of the admin's verification queue. */
export const verificationQueuePageSize = 10;

/** GET `admin/verification-submissions`: submissions in one status, with their answers. */
export const verificationQueueQuery = defineStaffPageQuery<
  VerificationSubmissionDto,
  VerificationQueuePage
>('admin/verification-submissions', agentVerificationKeys.queue, (page) => ({
  status: page.status,
  search: page.search || undefined,
}));

/** One page of the verification queue; idle unless an admin is signed in. */
export const useVerificationQueue = verificationQueueQuery.use;
