import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { runningAdvertisementFor } from '../advertisements/running-advertisement';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import { countListingRows, listingRowsPage } from '../listings/listing-rows-query';
import { categories, projectEnquiries, projectFavourites, projects, users } from '../db/schema';

/** The visibility rule: the public sees approved, active projects of live accounts only. */
export function isPublicProject(): SQL {
  return sql`(${qualified(projects.reviewStatus)} = 'approved' and ${qualified(projects.isActive)})`;
}

/** Everything a card, the detail page and the owner's list show of a project row. */
const projectColumns = {
  id: projects.id,
  slugId: projects.slugId,
  ownerId: projects.ownerId,
  title: projects.title,
  description: projects.description,
  type: projects.type,
  image: projects.image,
  location: projects.location,
  city: projects.city,
  state: projects.state,
  country: projects.country,
  latitude: projects.latitude,
  longitude: projects.longitude,
  minPrice: projects.minPrice,
  maxPrice: projects.maxPrice,
  completionDate: projects.completionDate,
  videoLink: projects.videoLink,
  metaTitle: projects.metaTitle,
  metaDescription: projects.metaDescription,
  metaKeywords: projects.metaKeywords,
  metaImage: projects.metaImage,
  reviewStatus: projects.reviewStatus,
  rejectionReason: projects.rejectionReason,
  isActive: projects.isActive,
  publishedAt: projects.publishedAt,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  isPublic: sql<boolean>`${isPublicProject()}`.mapWith(Boolean),
  /** Featured now: an approved advertisement is running for it. */
  promoted: sql<boolean>`${runningAdvertisementFor('project')}`.mapWith(Boolean),
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlugId: categories.slugId,
  categoryImage: categories.image,
};

export interface ProjectPage {
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset: number;
}

export const newestProjectsFirst = (): SQL[] => [desc(projects.createdAt), desc(projects.id)];

export function listProjectRows(db: Database, page: ProjectPage) {
  const select = db
    .select(projectColumns)
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.categoryId));
  return listingRowsPage(select.$dynamic(), {
    ...page,
    orderBy: page.orderBy ?? newestProjectsFirst(),
  });
}

export type ProjectRow = Awaited<ReturnType<typeof listProjectRows>>[number];

export const countProjectRows = (db: Database, where: SQL | undefined): Promise<number> =>
  countListingRows(db, projects, where);

export async function findProjectRow(db: Database, where: SQL): Promise<ProjectRow | null> {
  const [row] = await listProjectRows(db, { where, limit: 1, offset: 0 });
  return row ?? null;
}

/** The developer shown on a project, with their count of public projects. */
export async function findProjectDeveloper(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      slugId: users.slugId,
      profileImage: users.profileImage,
      email: users.email,
      mobile: users.mobile,
      verificationStatus: users.verificationStatus,
      publicProjects:
        sql<number>`(select count(*) from ${projects} where ${qualified(projects.ownerId)} = ${qualified(users.id)} and ${isPublicProject()})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type ProjectDeveloperRow = NonNullable<Awaited<ReturnType<typeof findProjectDeveloper>>>;

/** Favourites and enquiries per project, for the owner's list. */
export async function countProjectEngagement(db: Database, projectIds: readonly number[]) {
  const favourites = new Map<number, number>();
  const enquiries = new Map<number, number>();
  if (projectIds.length === 0) return { favourites, enquiries };
  const ids = [...projectIds];
  const liked = await db
    .select({ projectId: projectFavourites.listingId, total: count() })
    .from(projectFavourites)
    .where(inArray(projectFavourites.listingId, ids))
    .groupBy(projectFavourites.listingId);
  const asked = await db
    .select({ projectId: projectEnquiries.projectId, total: count() })
    .from(projectEnquiries)
    .where(inArray(projectEnquiries.projectId, ids))
    .groupBy(projectEnquiries.projectId);
  for (const row of liked) favourites.set(row.projectId, row.total);
  for (const row of asked) enquiries.set(row.projectId, row.total);
  return { favourites, enquiries };
}
