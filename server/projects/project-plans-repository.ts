import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projectPlans, projects } from '../db/schema';
import type { ListingFileRefs } from '../listings/listing-kind';

/** A project's floor plans: plain reads and writes, no rules. */
export type ProjectPlanRow = Awaited<ReturnType<typeof listProjectPlans>>[number];

/** The project's plans in their order. */
export function listProjectPlans(db: Database, projectId: number) {
  return db
    .select({
      id: projectPlans.id,
      title: projectPlans.title,
      document: projectPlans.document,
      kind: projectPlans.kind,
      position: projectPlans.position,
    })
    .from(projectPlans)
    .where(eq(projectPlans.projectId, projectId))
    .orderBy(asc(projectPlans.position), asc(projectPlans.id));
}

export async function insertProjectPlan(
  db: Database,
  values: typeof projectPlans.$inferInsert,
): Promise<void> {
  await db.insert(projectPlans).values(values);
}

export async function updateProjectPlan(
  db: Database,
  projectId: number,
  planId: number,
  changes: Partial<
    Pick<typeof projectPlans.$inferInsert, 'title' | 'document' | 'kind' | 'position'>
  >,
): Promise<void> {
  await db
    .update(projectPlans)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(projectPlans.projectId, projectId), eq(projectPlans.id, planId)));
}

export async function deleteProjectPlans(
  db: Database,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(projectPlans)
    .where(and(eq(projectPlans.projectId, projectId), inArray(projectPlans.id, [...ids])));
}

/** The stored files of the floor plans of the projects matching `where`. */
export async function listPlanFiles(db: Database, where: SQL): Promise<ListingFileRefs> {
  const plans = await db
    .select({ document: projectPlans.document, kind: projectPlans.kind })
    .from(projectPlans)
    .innerJoin(projects, eq(projects.id, projectPlans.projectId))
    .where(where);
  return {
    images: plans.filter((row) => row.kind === 'image').map((row) => row.document),
    files: plans.filter((row) => row.kind === 'pdf').map((row) => row.document),
  };
}
