import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projectEnquiries, projects, users } from '../db/schema';
import { liveSenderOf, senderContactColumns } from '../listings/listing-senders';

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
      ...senderContactColumns,
    })
    .from(projectEnquiries)
    .innerJoin(projects, eq(projects.id, projectEnquiries.projectId))
    .innerJoin(users, liveSenderOf(projectEnquiries.userId))
    .where(where)
    .orderBy(desc(projectEnquiries.createdAt), desc(projectEnquiries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProjectEnquiries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projectEnquiries)
    .innerJoin(projects, eq(projects.id, projectEnquiries.projectId))
    .innerJoin(users, liveSenderOf(projectEnquiries.userId))
    .where(where);
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
    .select({ id: users.id, ...senderContactColumns })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
