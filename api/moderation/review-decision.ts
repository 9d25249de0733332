import type { ReviewDecision } from '@/contracts/requests/moderation-requests';

/**
 * An admin's review of something waiting for it (a listing, a project, an agent's verification):
 * its id under the name `IdName`, the decision and, for a rejection, the reason its owner reads.
 */
export type ReviewInput<IdName extends string, Decision extends string = ReviewDecision> = {
  [Name in IdName]: number;
} & {
  decision: Decision;
  /** Required for a rejection (≤ 300 characters); the owner reads it. */
  reason?: string;
};

/** The decision part of a review's body: the decision, and for a rejection the reason. */
export function decisionBody(input: { decision: string; reason?: string }) {
  return {
    decision: input.decision,
    ...(input.decision === 'rejected' ? { reason: input.reason?.trim() ?? '' } : {}),
  };
}
