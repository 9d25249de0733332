import type {
  OwnerProjectDto,
  ProjectCardDto,
  ProjectDeveloperDto,
  ProjectPlanFileDto,
  ProjectPlanSummaryDto,
} from '@/contracts/dto/project-dto';
import { listerDto, listingCategoryDto, listingPlaceDto } from '../listings/listing-dto';
import { imageUrl, mediaUrl } from '../storage/media-url';
import type { listProjectPlans } from './project-plans-repository';
import type { ProjectDeveloperRow, ProjectRow } from './project-read-repository';

type PlanRow = Awaited<ReturnType<typeof listProjectPlans>>[number];

export function toProjectCardDto(row: ProjectRow, favourites?: Set<number>): ProjectCardDto {
  return {
    id: row.id,
    slug_id: row.slugId,
    title: row.title,
    type: row.type,
    image: imageUrl(row.image, 'large'),
    image_card: imageUrl(row.image, 'card'),
    location: row.location,
    ...listingPlaceDto(row),
    category: listingCategoryDto(row),
    min_price: row.minPrice,
    max_price: row.maxPrice,
    completion_date: row.completionDate,
    created_at: new Date(row.createdAt).toISOString(),
    promoted: row.promoted,
    ...(favourites ? { is_favourite: favourites.has(row.id) } : {}),
  };
}

export function toPlanSummaryDto(row: PlanRow): ProjectPlanSummaryDto {
  return { id: row.id, title: row.title, kind: row.kind, position: row.position };
}

export function toPlanFileDto(row: PlanRow): ProjectPlanFileDto {
  return {
    ...toPlanSummaryDto(row),
    file: (row.kind === 'image' ? imageUrl(row.document, 'large') : mediaUrl(row.document)) ?? '',
    image_card: row.kind === 'image' ? imageUrl(row.document, 'card') : null,
  };
}

export function toDeveloperDto(row: ProjectDeveloperRow): ProjectDeveloperDto {
  return { ...listerDto(row), projects_count: row.publicProjects };
}

const isoOrNull = (value: Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toOwnerProjectDto(
  row: ProjectRow,
  counts: { favourites: number; enquiries: number },
): OwnerProjectDto {
  return {
    ...toProjectCardDto(row),
    review_status: row.reviewStatus,
    rejection_reason: row.reviewStatus === 'rejected' ? row.rejectionReason : null,
    is_active: row.isActive,
    is_public: row.isPublic,
    total_favourites: counts.favourites,
    total_enquiries: counts.enquiries,
    updated_at: new Date(row.updatedAt).toISOString(),
    published_at: isoOrNull(row.publishedAt),
    pending_changes: null, // the listing-kind core adds its edit under review
  };
}
