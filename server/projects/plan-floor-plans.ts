import type { FieldErrors } from '@/contracts/api-envelope';
import { projectTextLimits, type ProjectPlanInput } from '@/contracts/requests/project-requests';

/** A plan the project has now. */
export interface CurrentPlan {
  id: number;
  document: string;
  kind: 'image' | 'pdf';
}

/** The plan rows a save writes: new plans, changes to existing ones, plans removed. */
export interface FloorPlanWork {
  inserts: { title: string; fileIndex: number; position: number }[];
  updates: { id: number; title?: string; fileIndex?: number; position: number }[];
  removeIds: number[];
}

export interface FloorPlanRequest {
  plans?: readonly ProjectPlanInput[];
  remove_plans?: readonly number[];
  /** How many files came in `plan_documents`. */
  fileCount: number;
}

/**
 * Works out what a save does to a project's floor plans, or the field errors why not. The
 * plans sent come first, in the order sent; plans not sent (nor removed) follow in their
 * current order. A new plan needs a file; every file must belong to exactly one plan; the ids
 * sent (to change or remove) must be this project's; at most 20 plans in all.
 */
export function planFloorPlans(
  current: readonly CurrentPlan[],
  request: FloorPlanRequest,
): { work: FloorPlanWork; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const own = new Set(current.map((plan) => plan.id));
  const removeIds = [...new Set(request.remove_plans ?? [])];
  const foreignRemovals = removeIds.filter((id) => !own.has(id));
  if (foreignRemovals.length > 0) {
    errors.remove_plans = `These floor plans are not part of this project: ${foreignRemovals.join(', ')}`;
  }
  const sent = request.plans ?? [];
  const foreign = sent.filter((item) => item.id && !own.has(item.id)).map((item) => item.id);
  const removedButSent = sent.filter((item) => item.id && removeIds.includes(item.id));
  if (foreign.length > 0) {
    errors.plans = `These floor plans are not part of this project: ${foreign.join(', ')}`;
  } else if (removedButSent.length > 0) {
    errors.plans = 'A floor plan cannot be changed and removed at once';
  }
  const used = sent.flatMap((item) => (typeof item.document === 'number' ? [item.document] : []));
  const missingFiles = used.filter((index) => index >= request.fileCount);
  const unusedFiles = Array.from({ length: request.fileCount }, (_, index) => index).filter(
    (index) => !used.includes(index),
  );
  if (missingFiles.length > 0) {
    errors.plan_documents = `No file was sent for plan document ${missingFiles.join(', ')}`;
  } else if (unusedFiles.length > 0) {
    errors.plan_documents = 'Every floor-plan file needs its plan (title) in plans';
  }
  const work: FloorPlanWork = { inserts: [], updates: [], removeIds };
  sent.forEach((item, position) => {
    const fileIndex = typeof item.document === 'number' ? item.document : undefined;
    if (item.id) work.updates.push({ id: item.id, title: item.title, fileIndex, position });
    else if (fileIndex !== undefined) work.inserts.push({ title: item.title, fileIndex, position });
  });
  const sentIds = new Set(sent.flatMap((item) => (item.id ? [item.id] : [])));
  let next = sent.length;
  for (const plan of current) {
    if (sentIds.has(plan.id) || removeIds.includes(plan.id)) continue;
    work.updates.push({ id: plan.id, position: next });
    next += 1;
  }
  if (next > projectTextLimits.maxPlans) {
    errors.plans = `A project has at most ${projectTextLimits.maxPlans} floor plans; this one would have ${next}`;
  }
  return { work, errors };
}
