import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { ReviewAdvertisementInput } from '@/contracts/requests/advertisement-requests';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import { giveUnitBack } from '../packages/packages-repository';
import { toAdvertisementDto } from './advertisement-dto';
import {
  findAdvertisement,
  listAdvertisements,
  updateAdvertisement,
} from './advertisements-repository';
import { noteFeaturedPageChanged } from './note-featured-pages';
import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';

/**
 * `admin/review-advertisement`: the admin approves a pending advertisement, which then runs for
 * its full duration from now, or rejects it, which gives the feature unit back to the package
 * that paid for it. Only a pending advertisement can be decided; its owner is notified.
 */
export async function reviewAdvertisement(
  db: Database,
  input: ReviewAdvertisementInput,
  now: Date = new Date(),
): Promise<AdvertisementDto> {
  await runInTransaction(db, async (tx) => {
    const row = await findAdvertisement(tx, input.id, { lock: true });
    if (!row) throw notFound('The advertisement');
    if (row.status !== 'pending') {
      throw new AppError(
        'invalid_status_change',
        'Only a pending advertisement can be approved or rejected.',
      );
    }
    const feature = row.propertyId !== null ? 'property_feature' : 'project_feature';
    if (input.decision === 'approved') {
      const length = row.endsAt.getTime() - row.startsAt.getTime();
      await updateAdvertisement(tx, row.id, {
        status: 'approved',
        startsAt: now,
        endsAt: new Date(now.getTime() + length),
        updatedAt: now,
      });
    } else {
      await updateAdvertisement(tx, row.id, { status: 'rejected', updatedAt: now });
      if (row.userPackageId !== null) await giveUnitBack(tx, row.userPackageId, feature);
    }
  });
  const [stored] = await listAdvertisements(db, { id: input.id }, { limit: 1, offset: 0 });
  if (!stored) throw notFound('The advertisement');
  const dto = toAdvertisementDto(stored, now, { withOwner: true });
  if (dto.listing && input.decision === 'approved') {
    noteFeaturedPageChanged(dto.feature_for, dto.listing.slug_id);
  }
  const type = input.decision === 'approved' ? 'advertisement_approved' : 'advertisement_rejected';
  await notifyUser(db, {
    userId: stored.userId,
    type,
    eventKey: `${type}:${stored.id}`,
    params: { title: dto.listing?.title ?? '' },
    link: paths.advertisements(),
  });
  return dto;
}
