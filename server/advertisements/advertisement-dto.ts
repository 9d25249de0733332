import type { AdvertisementDto, AdvertisementState } from '@/contracts/dto/advertisement-dto';
import type { AdvertisementRow, ListedAdvertisementRow } from './advertisements-repository';

/** How an advertisement stands at `now`: an approved one past its end has expired. */
export function advertisementState(
  row: Pick<AdvertisementRow, 'status' | 'endsAt'>,
  now: Date,
): AdvertisementState {
  if (row.status === 'approved') return row.endsAt > now ? 'running' : 'expired';
  return row.status;
}

export function toAdvertisementDto(
  row: ListedAdvertisementRow,
  now: Date,
  options: { withOwner?: boolean } = {},
): AdvertisementDto {
  const isProperty = row.propertyId !== null;
  const title = isProperty ? row.propertyTitle : row.projectTitle;
  const slugId = isProperty ? row.propertySlugId : row.projectSlugId;
  const listingId = isProperty ? row.propertyId : row.projectId;
  return {
    id: row.id,
    type: row.type,
    feature_for: isProperty ? 'property' : 'project',
    status: advertisementState(row, now),
    listing:
      listingId !== null && title !== null && slugId !== null
        ? { id: listingId, title, slug_id: slugId }
        : null,
    ...(options.withOwner ? { owner_name: row.ownerName } : {}),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
