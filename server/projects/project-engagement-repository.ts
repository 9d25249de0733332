import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import { projectEnquiries, projectFavourites, projects, users } from '../db/schema';

/** Saves a favourite (idempotent). */
export async function addProjectFavourite(db: Database, userId: number, projectId: number) {
  await db.insert(projectFavourites).values({ userId, projectId }).onConflictDoNothing();
}

export async function removeProjectFavourite(db: Database, userId: number, projectId: number) {
  await db
    .delete(projectFavourites)
    .where(and(eq(projectFavourites.userId, userId), eq(projectFavourites.projectId, projectId)));
}

/** The condition "in this user's favourites", and when it was saved (for the order). */
export const isFavouriteProjectOf = (userId: number): SQL =>
  sql`exists (select 1 from ${projectFavourites} where ${qualified(projectFavourites.userId)} = ${userId} and ${qualified(projectFavourites.projectId)} = ${qualified(projects.id)})`;

export const favouriteProjectSavedAt = (userId: number): SQL =>
  sql`(select ${qualified(projectFavourites.createdAt)} from ${projectFavourites} where ${qualified(projectFavourites.userId)} = ${userId} and ${qualified(projectFavourites.projectId)} = ${qualified(projects.id)})`;

export async function insertProjectEnquiry(
  db: Database,
  values: typeof projectEnquiries.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(projectEnquiries)
    .values(values)
    .returning({ id: projectEnquiries.id });
  return row!.id;
}

/** Enquiries to the projects matching `where` (an owner's), the latest first, with their senders. */
export function listProjectEnquiries(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: projectEnquiries.id,
      projectId: projectEnquiries.projectId,
      projectTitle: projects.title,
      message: projectEnquiries.message,
      phone: projectEnquiries.phone,
      createdAt: projectEnquiries.createdAt,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
    })
    .from(projectEnquiries)
    .innerJoin(projects, eq(projects.id, projectEnquiries.projectId))
    .innerJoin(users, eq(users.id, projectEnquiries.userId))
    .where(and(where, isNull(users.deletedAt)))
    .orderBy(desc(projectEnquiries.createdAt), desc(projectEnquiries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProjectEnquiries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projectEnquiries)
    .innerJoin(projects, eq(projects.id, projectEnquiries.projectId))
    .innerJoin(users, eq(users.id, projectEnquiries.userId))
    .where(and(where, isNull(users.deletedAt)));
  return row?.total ?? 0;
}

/** How many enquiries this user sent about this project since `since` (a flood check). */
export async function countRecentEnquiries(
  db: Database,
  userId: number,
  projectId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projectEnquiries)
    .where(
      and(
        eq(projectEnquiries.userId, userId),
        eq(projectEnquiries.projectId, projectId),
        sql`${projectEnquiries.createdAt} >= ${since}`,
      ),
    );
  return row?.total ?? 0;
}

/** Sender and owner contact for the enquiry's email. */
export async function findUsersByIds(db: Database, ids: readonly number[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
