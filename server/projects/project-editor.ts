import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import type { NewProjectInput, PostProjectInput } from '@/contracts/requests/project-requests';
import { validationFailed } from '../core/app-error';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { checkListingReferences } from '../listings/check-listing-references';
import { optionalText, sentChangesOnly, newListingRow } from '../listings/listing-changes';
import type { ListingEditor } from '../listings/listing-editor';
import { fileCountsOf, type FileCounts, type StoredAttachment } from '../listings/listing-files';
import type { ListingFileRefs } from '../listings/listing-kind';
import { floorPlanChanges } from './floor-plan-changes';
import { planFloorPlans, type FloorPlanWork } from './plan-floor-plans';
import {
  deleteProjectPlans,
  insertProjectPlan,
  listProjectPlans,
  updateProjectPlan,
} from './project-plans-repository';
import { projectKind } from './project-kind';

/** The project's own columns of a save (the shared ones are the core's). */
const projectChanges = (input: PostProjectInput) =>
  sentChangesOnly({
    type: input.type,
    location: input.location,
    minPrice: optionalText(input.min_price),
    maxPrice: optionalText(input.max_price),
    completionDate: optionalText(input.completion_date),
  });

/** What a save does to the project's floor plans (none yet for a new one), with its errors. */
async function planWork(
  db: Database,
  projectId: number | null,
  input: PostProjectInput,
  files: FileCounts,
) {
  return planFloorPlans(
    projectId ? await listProjectPlans(db, projectId) : [],
    planRequest(input, files),
  );
}

const planRequest = (input: PostProjectInput, files: FileCounts) => ({
  plans: input.plans,
  remove_plans: input.remove_plans,
  fileCount: files.plan_documents ?? 0,
});

/**
 * Writes a save's floor-plan work (in its transaction) and answers the stored files it
 * replaced or removed, to delete after the commit.
 */
async function applyFloorPlans(
  tx: Database,
  projectId: number,
  work: FloorPlanWork,
  planFiles: readonly StoredAttachment[],
): Promise<ListingFileRefs> {
  const replaced: ListingFileRefs = { images: [], files: [] };
  const drop = (plan: { document: string; kind: 'image' | 'pdf' }) =>
    (plan.kind === 'image' ? replaced.images : replaced.files).push(plan.document);
  const current = await listProjectPlans(tx, projectId);
  for (const plan of current) if (work.removeIds.includes(plan.id)) drop(plan);
  await deleteProjectPlans(tx, projectId, work.removeIds);
  for (const update of work.updates) {
    const file = update.fileIndex === undefined ? undefined : planFiles[update.fileIndex];
    const old = current.find((plan) => plan.id === update.id);
    if (file && old) drop(old);
    await updateProjectPlan(tx, projectId, update.id, {
      position: update.position,
      ...(update.title === undefined ? {} : { title: update.title }),
      ...(file ? { document: file.key, kind: file.kind } : {}),
    });
  }
  for (const insert of work.inserts) {
    const file = planFiles[insert.fileIndex];
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

/**
 * What a project adds to saving a listing (post_project): its construction stage, location,
 * price range and completion date, and its floor plans (`plans`, their files in
 * `plan_documents`).
 */
export const projectEditor: ListingEditor<NewProjectInput, PostProjectInput, OwnerProjectDto> = {
  kind: projectKind,
  checkNew: async (db, input) => {
    if (input.plans?.some((plan) => plan.id)) {
      throw validationFailed({ plans: 'A new project has no floor plans to change yet' });
    }
    await checkListingReferences(db, { categoryId: input.category_id });
  },
  insert: async (tx, columns, input, uploads, files) => {
    await tx.insert(projects).values({
      ...newListingRow(input, columns, uploads.photos),
      ...projectChanges(input),
      type: input.type,
      location: input.location,
    });
    const { work } = await planWork(tx, null, input, fileCountsOf(files));
    await applyFloorPlans(tx, columns.id, work, uploads.attachments.plan_documents ?? []);
  },
  checkEdit: async (db, listing, input) => {
    if (input.category_id) {
      await checkListingReferences(db, {
        categoryId: input.category_id,
        currentCategoryId: listing.categoryId,
      });
    }
    return projectChanges(input);
  },
  roomErrors: async (db, projectId, input, files) =>
    (await planWork(db, projectId, input, files)).errors,
  priceColumns: ['minPrice', 'maxPrice'],
  ownChanges: {
    fields: ['plans', 'remove_plans'],
    of: async (db, projectId, input, files) => {
      const current = await listProjectPlans(db, projectId);
      return floorPlanChanges(current, planFloorPlans(current, planRequest(input, files)).work);
    },
  },
  writeEdit: async (tx, projectId, input, uploads, files) => {
    const { work } = await planWork(tx, projectId, input, files);
    return applyFloorPlans(tx, projectId, work, uploads.attachments.plan_documents ?? []);
  },
};
