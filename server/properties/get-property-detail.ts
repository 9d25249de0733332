import { accountHoldsRole, moderationRoles } from '@/contracts/staff-roles';
import { eq } from 'drizzle-orm';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { Database } from '../db/database';
import { propertyKind } from './property-kind';
import { listDocuments, listGallery } from '../listings/listing-repository';
import { properties } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { hasPackageAccess } from '../packages/has-package-access';
import { mediaLinkSigner, type MediaLinkSigner } from '../media/private-media-links';
import { loadPropertyCards } from './load-property-cards';
import { isPrivateDocumentKey } from './premium-documents';
import { toPropertyDetailDto } from './property-detail-dto';
import {
  findListingDetail,
  findListingOwner,
  listAllParameters,
  listNearbyFacilities,
  readViewerFlags,
  type ListingDetailRow,
  type ListingTarget,
} from './property-detail-repository';

/**
 * Public listings for everyone; a hidden one (pending, rejected, removed, inactive) for its
 * owner and the staff who moderate (administrators and moderators: they view, only the
 * administrator edits).
 */
export function canSeeListing(
  listing: Pick<ListingDetailRow, 'isPublic' | 'ownerId'>,
  viewer: Viewer | null,
): boolean {
  return (
    listing.isPublic ||
    accountHoldsRole(viewer?.role, moderationRoles) ||
    viewer?.userId === listing.ownerId
  );
}

/** A listing the viewer may see, or 404 (unknown and hidden listings look the same). */
export async function findVisibleListing(
  db: Database,
  target: ListingTarget,
  viewer: Viewer | null,
): Promise<ListingDetailRow> {
  const row = await findListingDetail(db, target);
  if (!row || !canSeeListing(row, viewer)) throw notFound('The property');
  return row;
}

/**
 * A premium listing's contact details and documents need the "premium properties" access of one
 * of the viewer's packages; its owner and the admin always see them. Never for a visitor, so a
 * static page's props (rendered for no one) never hold them.
 */
async function mayOpenPremium(
  db: Database,
  row: Pick<ListingDetailRow, 'ownerId'>,
  viewer: Viewer | null,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.userId === row.ownerId) return true;
  return hasPackageAccess(db, viewer, 'premium_properties');
}

/**
 * Signs the links of the private documents shown (a premium listing's, for a viewer it opens
 * to): they expire, so the answer is for this viewer now, never for a shared cache.
 */
async function documentLinkSigner(
  db: Database,
  documents: readonly { file: string }[],
): Promise<MediaLinkSigner> {
  return documents.some((document) => isPrivateDocumentKey(document.file))
    ? mediaLinkSigner(db)
    : (path) => path;
}

/** `get_property` with `id` or `slug_id`: everything the detail page shows. */
export async function getPropertyDetail(
  db: Database,
  target: ListingTarget,
  viewer: Viewer | null,
): Promise<PropertyDetailDto> {
  const row = await findVisibleListing(db, target, viewer);
  const [cards, gallery, documents, parameters, facilities, owner, flags] = await Promise.all([
    loadPropertyCards(
      db,
      { where: eq(properties.id, row.id), limit: 1 },
      { includeHidden: !row.isPublic },
    ),
    listGallery(db, propertyKind, row.id),
    listDocuments(db, propertyKind, row.id),
    listAllParameters(db, row.id, row.categoryId),
    listNearbyFacilities(db, row.id),
    findListingOwner(db, row.ownerId),
    viewer
      ? readViewerFlags(db, viewer.userId, row.id)
      : { isFavourite: false, isInterested: false },
  ]);
  const card = cards[0];
  if (!card || !owner) throw notFound('The property');
  const isUnlocked = !card.is_premium || (await mayOpenPremium(db, row, viewer));
  const shownDocuments = isUnlocked ? documents : [];
  return toPropertyDetailDto({
    card,
    row,
    gallery,
    documents: shownDocuments,
    parameters,
    facilities,
    owner,
    flags,
    showContact: viewer !== null && isUnlocked,
    isPremiumLocked: !isUnlocked,
    signLink: await documentLinkSigner(db, shownDocuments),
  });
}
