import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { StoreAdvertisementInput } from '@/contracts/requests/advertisement-requests';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { findLister } from '../listings/lister-repository';
import { assertPackageRoom } from '../packages/assert-package-room';
import { consumePackageUnit } from '../packages/consume-package-unit';
import { loadSiteSettings } from '../settings/site-settings';
import { toAdvertisementDto } from './advertisement-dto';
import {
  expireEndedAdvertisements,
  findFeaturableListing,
  findHeldPackageDuration,
  findLiveAdvertisement,
  insertAdvertisement,
  listAdvertisements,
  type ListingTarget,
} from './advertisements-repository';
import { noteFeaturedPageChanged } from './note-featured-pages';

/** How long the admin's own advertisements run (they use no package). */
export const adminAdvertisementDays = 30;
const hourMs = 3_600_000;

function advertisementExists(): AppError {
  return new AppError(
    'advertisement_exists',
    'This listing already has an advertisement pending or running.',
  );
}

/** Approved at once for the admin, and for verified agents when the site auto-approves them. */
async function isApprovedAtOnce(db: Database, viewer: Viewer): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  const [settings, owner] = await Promise.all([
    loadSiteSettings(db),
    findLister(db, viewer.userId),
  ]);
  return settings.autoApproveVerifiedAgents && owner?.verificationStatus === 'success';
}

/**
 * `store_advertisement`: the owner features their own approved, active (and, for a property,
 * available) listing in the home slider or first in lists. One pending or approved
 * advertisement per listing at a time (an approved one that has ended is marked expired first);
 * one unit of the property or project feature limit is used in the same transaction, and the
 * advertisement runs for the duration of the package that paid for it. Pending until the admin
 * approves it, unless isApprovedAtOnce.
 */
export async function storeAdvertisement(
  db: Database,
  viewer: Viewer,
  input: StoreAdvertisementInput,
  now: Date = new Date(),
): Promise<AdvertisementDto> {
  const featureFor = input.feature_for;
  const target: ListingTarget =
    featureFor === 'property'
      ? { propertyId: input.property_id ?? 0 }
      : { projectId: input.project_id ?? 0 };
  const what = featureFor === 'property' ? 'The property' : 'The project';
  const listing = await findFeaturableListing(db, target);
  if (!listing) throw notFound(what);
  if (listing.ownerId !== viewer.userId) {
    throw new AppError('forbidden', 'Only the owner of this listing can feature it.');
  }
  if (
    listing.reviewStatus !== 'approved' ||
    !listing.isActive ||
    listing.listingStatus !== 'available'
  ) {
    throw new AppError(
      'listing_not_featurable',
      'Only an approved, active and available listing can be featured.',
    );
  }
  const feature = featureFor === 'property' ? 'property_feature' : 'project_feature';
  await assertPackageRoom(db, viewer, feature);
  const isApproved = await isApprovedAtOnce(db, viewer);
  try {
    const id = await runInTransaction(db, async (tx) => {
      await findFeaturableListing(tx, target, { lock: true });
      await expireEndedAdvertisements(tx, target, now);
      if (await findLiveAdvertisement(tx, target)) throw advertisementExists();
      const userPackageId = await consumePackageUnit(tx, viewer, feature, now);
      const hours =
        (userPackageId !== null ? await findHeldPackageDuration(tx, userPackageId) : null) ??
        adminAdvertisementDays * 24;
      const row = await insertAdvertisement(tx, {
        userId: viewer.userId,
        propertyId: 'propertyId' in target ? target.propertyId : null,
        projectId: 'projectId' in target ? target.projectId : null,
        userPackageId,
        type: input.type,
        status: isApproved ? 'approved' : 'pending',
        startsAt: now,
        endsAt: new Date(now.getTime() + hours * hourMs),
        createdAt: now,
        updatedAt: now,
      });
      return row.id;
    });
    if (isApproved) noteFeaturedPageChanged(featureFor, listing.slugId);
    const [stored] = await listAdvertisements(db, { id }, { limit: 1, offset: 0 });
    if (!stored) throw new Error('A stored advertisement was not found');
    return toAdvertisementDto(stored, now);
  } catch (error) {
    // A parallel request for the same listing won the one-live-advertisement index.
    if (databaseErrorOf(error)?.code === '23505') throw advertisementExists();
    throw error;
  }
}
