import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import {
  agentVerificationKeys,
  type VerificationQueuePage,
} from '@/contracts/query-keys/agent-verification-keys';
import { defineQuery } from '../define-query';
import { pageOf, searchedPage } from '../list-page';

/** Submissions per page of the admin's verification queue. */
export const verificationQueuePageSize = 10;

/** GET `admin/verification-submissions`: submissions in one status, with their answers. */
export const verificationQueueQuery = defineQuery('admin/verification-submissions', {
  key: agentVerificationKeys.queue,
  query: (page: VerificationQueuePage) => ({ status: page.status, ...searchedPage(page) }),
  answer: pageOf<VerificationSubmissionDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

/** One page of the verification queue; idle unless an admin is signed in. */
export const useVerificationQueue = verificationQueueQuery.use;
