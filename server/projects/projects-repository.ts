import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projectDocuments, projectImages, projectPlans, projects } from '../db/schema';

/** The projects domain's writes and the reads its edit rules need: no rules here. */
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProjectRow, 'id' | 'ownerId' | 'createdAt'>>;

export const projectSlugConstraint = 'projects_slug_unique';

const editableColumns = {
  id: projects.id,
  ownerId: projects.ownerId,
  slugId: projects.slugId,
  categoryId: projects.categoryId,
  reviewStatus: projects.reviewStatus,
  publishedAt: projects.publishedAt,
  image: projects.image,
  metaImage: projects.metaImage,
};

export type EditableProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** What the edit and delete rules need of a project; `lock` holds the row until commit. */
export async function findProject(db: Database, id: number, options: { lock?: boolean } = {}) {
  const query = db.select(editableColumns).from(projects).where(eq(projects.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A fresh project id, taken before the files are stored under `projects/<id>/`. */
export async function reserveProjectId(db: Database): Promise<number> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('projects', 'id')) as id`,
  );
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  return Number(rows[0]!.id);
}

export async function findProjectIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slugId, slug))
    .limit(1);
  return row?.id ?? null;
}

/** Slugs equal to `base` or starting with `base-` (candidates for a numbered suffix). */
export async function findProjectSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slugId: projects.slugId })
    .from(projects)
    .where(or(eq(projects.slugId, base), like(projects.slugId, `${base}-%`)));
  return rows.map((row) => row.slugId);
}

/** Holds, until the transaction ends, the right to hand out slugs made from `base`. */
export async function lockProjectSlugBase(db: Database, base: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`project-slug:${base}`}, 0))`,
  );
}

export async function insertProject(db: Database, values: NewProjectRow): Promise<void> {
  await db.insert(projects).values(values);
}

export async function updateProjectRow(
  db: Database,
  id: number,
  changes: ProjectChanges,
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function deleteProjectRow(db: Database, id: number): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}

// ── gallery and documents ──────────────────────────────────────────────────────────────

export async function appendProjectImages(
  db: Database,
  projectId: number,
  imageKeys: readonly string[],
): Promise<void> {
  if (imageKeys.length === 0) return;
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${projectImages.sequence}), 0)`.mapWith(Number) })
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId));
  const start = (last?.sequence ?? 0) + 1;
  await db
    .insert(projectImages)
    .values(imageKeys.map((image, index) => ({ projectId, image, sequence: start + index })));
}

export async function insertProjectDocuments(
  db: Database,
  projectId: number,
  documents: readonly { file: string; name: string }[],
): Promise<void> {
  if (documents.length === 0) return;
  await db.insert(projectDocuments).values(documents.map((doc) => ({ projectId, ...doc })));
}

export async function deleteProjectImages(
  db: Database,
  projectId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(projectImages)
    .where(and(eq(projectImages.projectId, projectId), inArray(projectImages.id, [...ids])))
    .returning({ image: projectImages.image });
  return rows.map((row) => row.image);
}

export async function deleteProjectDocuments(
  db: Database,
  projectId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), inArray(projectDocuments.id, [...ids])))
    .returning({ file: projectDocuments.file });
  return rows.map((row) => row.file);
}

export async function listProjectImageIds(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectImages.id })
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId));
  return rows.map((row) => row.id);
}

export async function listProjectDocumentIds(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectDocuments.id })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId));
  return rows.map((row) => row.id);
}

// ── floor plans ────────────────────────────────────────────────────────────────────────

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

// ── stored files ───────────────────────────────────────────────────────────────────────

/** Every stored file of the projects matching `where`: photos (image keys) and plain files. */
async function listFilesWhere(db: Database, where: ReturnType<typeof eq>) {
  // One query after another: inside a transaction they share one connection.
  const own = await db
    .select({ image: projects.image, metaImage: projects.metaImage })
    .from(projects)
    .where(where);
  const gallery = await db
    .select({ image: projectImages.image })
    .from(projectImages)
    .innerJoin(projects, eq(projects.id, projectImages.projectId))
    .where(where);
  const documents = await db
    .select({ file: projectDocuments.file })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(where);
  const plans = await db
    .select({ document: projectPlans.document, kind: projectPlans.kind })
    .from(projectPlans)
    .innerJoin(projects, eq(projects.id, projectPlans.projectId))
    .where(where);
  const images = [
    ...own.flatMap((row) => [row.image, row.metaImage]),
    ...gallery.map((row) => row.image),
    ...plans.filter((row) => row.kind === 'image').map((row) => row.document),
  ].filter((key): key is string => Boolean(key));
  const files = [
    ...documents.map((row) => row.file),
    ...plans.filter((row) => row.kind === 'pdf').map((row) => row.document),
  ];
  return { images, files };
}

export function listProjectFiles(db: Database, projectId: number) {
  return listFilesWhere(db, eq(projects.id, projectId));
}

export function listOwnerProjectFiles(db: Database, ownerId: number) {
  return listFilesWhere(db, eq(projects.ownerId, ownerId));
}
