/**
 * An edit of an approved listing that waits for the admin's review (a revision): the approved
 * version stays public meanwhile. `value` rows name a field with its live and proposed values
 * (as the request writes them: prices as decimal strings, ids as numbers, lists as their
 * length); `files` rows count the files the edit adds and removes in one file field.
 */
export type ListingRevisionChangeDto =
  | { kind: 'value'; field: string; from: string | null; to: string | null }
  | { kind: 'files'; field: string; added: number; removed: number };

/** The states of a revision: waiting for review, or refused with a reason. */
export const revisionStatuses = ['pending', 'rejected'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/** The change under review of one listing, as its owner and the admin see it. */
export interface ListingRevisionDto {
  status: RevisionStatus;
  /** When the owner sent it (ISO). */
  submitted_at: string;
  /** The admin's reason when rejected, else null. */
  reason: string | null;
  changes: ListingRevisionChangeDto[];
}
