import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import type { ProjectDetailQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projectKind } from './project-kind';
import { listDocuments, listGallery } from '../listings/listing-repository';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { imageUrl } from '../storage/media-url';
import { findVisibleProject } from './find-visible-project';
import { getSimilarProjects } from './get-similar-projects';
import { toDeveloperDto, toPlanSummaryDto, toProjectCardDto } from './project-dto';
import { listProjectPlans } from './project-plans-repository';
import { findProjectDeveloper } from './project-read-repository';

/**
 * `get-project-detail`: what the project's public page shows. It is the same for every viewer
 * (no favourite flag, no contact details, no plan or document files), so a statically
 * generated page may embed it whole (its loader passes no viewer); the gated parts come from
 * getProjectGatedDetail. A hidden project (pending, rejected, inactive) only for its owner and
 * admins (a preview, the review), else 404.
 */
export async function getProjectDetail(
  db: Database,
  query: ProjectDetailQuery,
  viewer: Viewer | null,
): Promise<ProjectDetailDto> {
  const row = await findVisibleProject(db, { slugId: query.slug_id }, viewer);
  const [gallery, plans, documents, developer] = await Promise.all([
    listGallery(db, projectKind, row.id),
    listProjectPlans(db, row.id),
    listDocuments(db, projectKind, row.id),
    findProjectDeveloper(db, row.ownerId),
  ]);
  if (!developer) throw notFound('The project');
  const detail: ProjectDetailDto = {
    ...toProjectCardDto(row),
    description: row.description,
    gallery: gallery.map((photo) => ({
      id: photo.id,
      image: imageUrl(photo.image, 'large') ?? '',
      image_card: imageUrl(photo.image, 'card') ?? '',
    })),
    plans: plans.map(toPlanSummaryDto),
    documents_count: documents.length,
    video_link: row.videoLink,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    meta_image: imageUrl(row.metaImage, 'large'),
    developer: toDeveloperDto(developer),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
  if (query.get_similar === 1) detail.similar_projects = await getSimilarProjects(db, row, null);
  return detail;
}
