import type { VerificationStatus } from '../agent-verification-rules';
import type { SearchedPage } from '../page-window';

/** A page of the admin's verification queue, searched by the applicant's name or email. */
export type VerificationQueuePage = SearchedPage & {
  status: VerificationStatus;
};

/** Query keys of agent verification: the form, the user's own answers, the admin's queue. */
export const agentVerificationKeys = {
  all: ['agent-verification'] as const,
  formFields: () => [...agentVerificationKeys.all, 'form-fields'] as const,
  /** The admin's view of the form: inactive fields too. */
  formAdmin: () => [...agentVerificationKeys.all, 'form-admin'] as const,
  formValues: (userId: number | null) =>
    [...agentVerificationKeys.all, 'form-values', userId] as const,
  queue: (page: VerificationQueuePage) => [...agentVerificationKeys.all, 'queue', page] as const,
};
