import { and, eq, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { assertCanManageListing } from './listing-access';
import type { ListingKind, OwnerListingView } from './listing-kind';
import { loadOwnerRows } from './owner-rows';
import { updateListingWhere, type ListingChanges } from './listing-repository';
import { changedListing, onlyListing } from './changed-listing';

/** A status change the rules allow: what it writes, while what still holds, and its answer. */
export interface StatusPlan {
  /** What must still hold for the change (checked again in the UPDATE itself). */
  guard: SQL | undefined;
  changes: ListingChanges;
  message: string;
}

export const invalidStatusChange = (message: string): AppError =>
  new AppError('invalid_status_change', message);

/**
 * Switching a listing on (public) or off (hidden): only an approved one, and only while it
 * still is (`guard` adds what else must hold, e.g. still on the market).
 */
export function planSwitch(
  kind: ListingKind,
  state: { reviewStatus: string },
  status: 'active' | 'inactive',
  guard?: SQL,
): StatusPlan {
  if (state.reviewStatus !== 'approved') {
    throw invalidStatusChange(`Only an approved ${kind.noun} can be switched on or off.`);
  }
  return {
    guard: and(eq(kind.table.reviewStatus, 'approved'), guard),
    changes: { isActive: status === 'active' },
    message: `The ${kind.noun} is ${status}.`,
  };
}

/**
 * A listing removed by moderation stays off the site whatever its owner switches: only an edit
 * (which sends it to review again) can bring it back.
 */
function assertNotRemoved(kind: ListingKind, state: object): void {
  if ('reviewStatus' in state && state.reviewStatus === 'removed') {
    throw new AppError(
      'listing_removed',
      `This ${kind.noun} was removed by moderation; edit it to send it to review again.`,
    );
  }
}

/** How a status change reads a listing's state, and judges a change on it. */
export interface StatusRule<State extends { id: number; ownerId: number }> {
  readState(db: Database, listingId: number): Promise<State | null>;
  /** The plan of the change on this state, or the 409 that explains why not. */
  plan(state: State): StatusPlan;
}

/**
 * A status change of a listing of any kind (change-property-status, change-project-status …):
 * the owner or an admin changes it as the kind's rule allows. The write re-checks the rule's
 * guard, so a change made meanwhile is judged again on the new state. Answers the listing as its
 * owner sees it.
 */
export async function changeListingStatus<
  OwnerRow extends OwnerListingView,
  State extends { id: number; ownerId: number },
>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  viewer: Viewer,
  listingId: number,
  rule: StatusRule<State>,
): Promise<{ data: OwnerRow; message: string }> {
  const state = assertCanManageListing(kind, viewer, await rule.readState(db, listingId));
  assertNotRemoved(kind, state);
  const plan = rule.plan(state);
  if (!(await updateListingWhere(db, kind, state.id, plan.guard, plan.changes))) {
    // The listing changed between the check and the write: judge again on its new state.
    const current = await rule.readState(db, listingId);
    if (!current) throw notFound(kind.subject);
    rule.plan(current);
    throw invalidStatusChange(`The ${kind.noun} changed meanwhile; reload it and try again.`);
  }
  const { data } = await loadOwnerRows(db, kind, onlyListing(kind, state.id));
  return { data: changedListing(kind, data), message: plan.message };
}
