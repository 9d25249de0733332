import { moderationRoles } from '../core/roles';
import type { SQL } from 'drizzle-orm';
import type { AnyObject, ObjectSchema } from 'yup';
import { reviewQueueQuerySchema } from '@/contracts/requests/moderation-requests';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import {
  route,
  staffQuery,
  staffWrite,
  type RouteDefinition,
  type UploadedFiles,
  type Viewer,
} from '../core/route';
import type { Database } from '../db/database';
import { getMediaStorage } from '../storage/media-storage';
import { deleteListing } from './delete-listing';
import { getOwnerListings } from './get-owner-listings';
import { getReviewQueue } from './get-review-queue';
import { listingUploadSpecs } from './listing-files';
import type { ListingKind, OwnerListingView } from './listing-kind';
import type { ListingEditor, ListingSaveInput } from './listing-editor';
import { reviewListing, type ListingReview } from './review-listing';
import { reviewListingChanges } from './review-listing-changes';
import type { FileWork } from './save-listing-files';

/** What the owner's list call reads: a state filter, a title search and the page. */
export interface OwnerListQuery extends AnyObject {
  status?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** What the admin's review call reads besides the listing's id (its own field per kind). */
export type ReviewDecisionInput = AnyObject & Omit<ListingReview, 'listingId'>;

/**
 * The spec's calls a kind's owner and the admin make on its listings, each with the kind's own
 * path, schema and parameter names (spec §7).
 */
export interface OwnerListingCalls<Q extends OwnerListQuery, R extends ReviewDecisionInput> {
  /** The kind's sentences to its owner (ownerSentences). */
  sentences: OwnerSentences;
  /** Deletes one of the owner's listings by `id`. */
  delete: { path: string; body: ObjectSchema<{ id: number }> };
  /** The owner's own listings in every state, filtered by `status`, searched by title, paged. */
  ownerList: {
    path: string;
    query: ObjectSchema<Q>;
    /** The SQL of the list's `status` filter (owner-listing-filter.ts and the kind's own). */
    filter(status: Q['status']): SQL | undefined;
  };
  /** The admin's review queue (reviewQueueQuerySchema). */
  reviewQueue: string;
  /**
   * The admin's decision on one listing, named by the kind's own id parameter; the same body at
   * `<path>-changes` decides on an approved listing's edit under review.
   */
  review: { path: string; body: ObjectSchema<R>; listingId(body: R): number };
}

/** The sentences a kind's owner is answered with. */
export interface OwnerSentences {
  saved(reviewStatus: string): string;
  deleted: string;
}

/** The owner's sentences in the kind's word: 'property', 'project'. */
export function ownerSentences(word: string): OwnerSentences {
  return {
    saved: (reviewStatus: string): string =>
      reviewStatus === 'approved'
        ? `Your ${word} is saved and published.`
        : `Your ${word} is saved and waits for review.`,
    deleted: `The ${word} has been deleted.`,
  };
}

/**
 * The route rows of the owner's and the admin's calls every kind has (delete, the owner's list,
 * the review queue, the review, the review of changes), one builder for any kind, given its
 * editor (which writes an approved change); the kind's own calls (posting, status changes) stay
 * in its routes.
 */
export function ownerListingRoutes<
  OwnerRow extends OwnerListingView,
  Q extends OwnerListQuery,
  R extends ReviewDecisionInput,
>(
  editor: ListingEditor<ListingSaveInput, ListingSaveInput, OwnerRow>,
  calls: OwnerListingCalls<Q, R>,
): RouteDefinition[] {
  const { kind } = editor;
  const { deleted } = calls.sentences;
  return [
    route('POST', calls.delete.path, {
      auth: 'required',
      demoGuard: true,
      body: calls.delete.body,
      handle: async ({ db, viewer, body, log }) => {
        await deleteListing(db, kind, viewer, body.id, { storage: getMediaStorage(), log });
        return { data: null, message: deleted };
      },
    }),
    route('GET', calls.ownerList.path, {
      auth: 'required',
      query: calls.ownerList.query,
      handle: async ({ db, query, viewer }) =>
        getOwnerListings(db, kind, viewer, {
          filter: calls.ownerList.filter(query.status),
          search: query.search,
          limit: query.limit,
          offset: query.offset,
        }),
    }),
    staffQuery(calls.reviewQueue, moderationRoles, reviewQueueQuerySchema, (db, query) =>
      getReviewQueue(db, kind, query),
    ),
    staffWrite(calls.review.path, moderationRoles, {
      body: calls.review.body,
      write: ({ db, body }) =>
        reviewListing(db, kind, { ...body, listingId: calls.review.listingId(body) }),
    }),
    staffWrite(`${calls.review.path}-changes`, moderationRoles, {
      body: calls.review.body,
      write: ({ db, body, log }) =>
        reviewListingChanges(
          db,
          kind,
          editor,
          { ...body, listingId: calls.review.listingId(body) },
          { storage: getMediaStorage(), log },
        ),
    }),
  ];
}

/** What a kind's save call is given: the caller, the checked body, its files and the file work. */
export interface ListingSaveContext<B> {
  db: Database;
  viewer: Viewer;
  body: B;
  files: UploadedFiles;
  work: FileWork;
}

/** How a save call ended: a new listing (201), a changed one, or one deleted instead. */
export type ListingSaveOutcome =
  { created: ListingSavedDto } | { updated: ListingSavedDto } | 'deleted';

/**
 * A kind's save call (post_property, update_post_property, post_project): signed in, refused in
 * demo mode, taking the kind's files; `save` posts, updates or deletes, and the answer says so
 * in the kind's sentences.
 */
export function listingSaveRoute<B extends AnyObject>(
  kind: ListingKind,
  sentences: OwnerSentences,
  call: { path: string; body: ObjectSchema<B> },
  save: (context: ListingSaveContext<B>) => Promise<ListingSaveOutcome>,
): RouteDefinition {
  return route('POST', call.path, {
    auth: 'required',
    demoGuard: true,
    body: call.body,
    uploads: listingUploadSpecs(kind),
    handle: async ({ db, viewer, body, files, log }) => {
      const outcome = await save({
        db,
        viewer,
        body,
        files,
        work: { storage: getMediaStorage(), log },
      });
      if (outcome === 'deleted') return { data: null, message: sentences.deleted };
      const saved = 'created' in outcome ? outcome.created : outcome.updated;
      const message = sentences.saved(saved.review_status);
      return 'created' in outcome
        ? { data: saved, status: 201, message }
        : { data: saved, message };
    },
  });
}
