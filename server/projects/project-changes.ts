import type { PostProjectInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import type { ListingFileRefs } from '../listings/listing-files';
import type { FloorPlanWork } from './plan-floor-plans';
import type { StoredProjectUploads } from './project-files';
import {
  deleteProjectPlans,
  insertProjectPlan,
  listProjectPlans,
  updateProjectPlan,
  type ProjectChanges,
} from './projects-repository';

/** An optional text: absent stays absent, an empty one clears the column. */
const optional = (value: string | undefined | null): string | null | undefined =>
  value === undefined ? undefined : value || null;

/** "pool,  garden , ,sea view" → "pool, garden, sea view". */
function tidyKeywords(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const phrases = value
    .split(',')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter((phrase) => phrase !== '');
  return phrases.length > 0 ? phrases.join(', ') : null;
}

/** The columns the sent fields set; absent fields are left out (an edit keeps them). */
export function toProjectChanges(input: PostProjectInput): ProjectChanges {
  const changes: ProjectChanges = {
    title: input.title,
    description: input.description,
    categoryId: input.category_id ?? undefined,
    type: input.type,
    location: input.location,
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude ?? undefined,
    longitude: input.longitude ?? undefined,
    minPrice: optional(input.min_price),
    maxPrice: optional(input.max_price),
    completionDate: optional(input.completion_date),
    videoLink: optional(input.video_link),
    metaTitle: optional(input.meta_title),
    metaDescription: optional(input.meta_description),
    metaKeywords: tidyKeywords(input.meta_keywords),
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProjectChanges;
}

/**
 * Writes a save's floor-plan work (in its transaction) and answers the stored files it
 * replaced or removed, to delete after the commit.
 */
export async function applyFloorPlans(
  tx: Database,
  projectId: number,
  work: FloorPlanWork,
  uploads: StoredProjectUploads,
): Promise<ListingFileRefs> {
  const replaced: ListingFileRefs = { images: [], files: [] };
  const drop = (plan: { document: string; kind: 'image' | 'pdf' }) =>
    (plan.kind === 'image' ? replaced.images : replaced.files).push(plan.document);
  const current = await listProjectPlans(tx, projectId);
  for (const plan of current) if (work.removeIds.includes(plan.id)) drop(plan);
  await deleteProjectPlans(tx, projectId, work.removeIds);
  for (const update of work.updates) {
    const file = update.fileIndex === undefined ? undefined : uploads.planFiles[update.fileIndex];
    const old = current.find((plan) => plan.id === update.id);
    if (file && old) drop(old);
    await updateProjectPlan(tx, projectId, update.id, {
      position: update.position,
      ...(update.title === undefined ? {} : { title: update.title }),
      ...(file ? { document: file.key, kind: file.kind } : {}),
    });
  }
  for (const insert of work.inserts) {
    const file = uploads.planFiles[insert.fileIndex];
    if (!file) continue; // checked before: every new plan has its file
    await insertProjectPlan(tx, {
      projectId,
      title: insert.title,
      document: file.key,
      kind: file.kind,
      position: insert.position,
    });
  }
  return replaced;
}
