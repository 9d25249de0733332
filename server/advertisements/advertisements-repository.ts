import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { findRowById } from '../db/rows-by-id';
import { wordsSearchSql } from '../db/text-search';
import { advertisements, packages, projects, properties, userPackages, users } from '../db/schema';

/** The advertisements domain's only Drizzle access: plain reads and writes, no rules. */

export type AdvertisementRow = typeof advertisements.$inferSelect;
export type NewAdvertisementRow = typeof advertisements.$inferInsert;
export type ListingTarget = { propertyId: number } | { projectId: number };

/** What the rules need of the listing to feature; `lock` holds its row until commit. */
export async function findFeaturableListing(
  db: Database,
  target: ListingTarget,
  options: { lock?: boolean } = {},
) {
  if ('propertyId' in target) {
    const query = db
      .select({
        id: properties.id,
        ownerId: properties.ownerId,
        slugId: properties.slugId,
        reviewStatus: properties.reviewStatus,
        isActive: properties.isActive,
        listingStatus: properties.listingStatus,
      })
      .from(properties)
      .where(eq(properties.id, target.propertyId))
      .limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }
  const query = db
    .select({
      id: projects.id,
      ownerId: projects.ownerId,
      slugId: projects.slugId,
      reviewStatus: projects.reviewStatus,
      isActive: projects.isActive,
      listingStatus: sql<'available'>`'available'`,
    })
    .from(projects)
    .where(eq(projects.id, target.projectId))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

function targetColumn(target: ListingTarget) {
  return 'propertyId' in target
    ? eq(advertisements.propertyId, target.propertyId)
    : eq(advertisements.projectId, target.projectId);
}

/** Marks the listing's approved advertisements that have ended as expired. */
export async function expireEndedAdvertisements(
  db: Database,
  target: ListingTarget,
  now: Date,
): Promise<void> {
  await db
    .update(advertisements)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        targetColumn(target),
        eq(advertisements.status, 'approved'),
        lte(advertisements.endsAt, now),
      ),
    );
}

/** The listing's pending or approved advertisement, if any. */
export async function findLiveAdvertisement(
  db: Database,
  target: ListingTarget,
): Promise<AdvertisementRow | null> {
  const [row] = await db
    .select()
    .from(advertisements)
    .where(and(targetColumn(target), inArray(advertisements.status, ['pending', 'approved'])))
    .limit(1);
  return row ?? null;
}

export async function insertAdvertisement(
  db: Database,
  row: NewAdvertisementRow,
): Promise<AdvertisementRow> {
  const [inserted] = await db.insert(advertisements).values(row).returning();
  if (!inserted) throw new Error('The advertisement was not stored');
  return inserted;
}

/** How long the held package's package runs, in hours (an advertisement lasts as long). */
export async function findHeldPackageDuration(
  db: Database,
  userPackageId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ hours: packages.durationHours })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.id, userPackageId))
    .limit(1);
  return row?.hours ?? null;
}

export async function findAdvertisement(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdvertisementRow | null> {
  return findRowById(db, advertisements, id, options);
}

export async function updateAdvertisement(
  db: Database,
  id: number,
  changes: Partial<Pick<AdvertisementRow, 'status' | 'startsAt' | 'endsAt' | 'updatedAt'>>,
): Promise<AdvertisementRow> {
  const [row] = await db
    .update(advertisements)
    .set(changes)
    .where(eq(advertisements.id, id))
    .returning();
  if (!row) throw new Error('The advertisement was not updated');
  return row;
}

export interface AdvertisementFilter {
  id?: number;
  userId?: number;
  status?: AdvertisementRow['status'];
  /** Words of the featured listing's title. */
  search?: string;
}

const listedColumns = {
  id: advertisements.id,
  userId: advertisements.userId,
  type: advertisements.type,
  status: advertisements.status,
  startsAt: advertisements.startsAt,
  endsAt: advertisements.endsAt,
  createdAt: advertisements.createdAt,
  propertyId: advertisements.propertyId,
  projectId: advertisements.projectId,
  propertyTitle: properties.title,
  propertySlugId: properties.slugId,
  projectTitle: projects.title,
  projectSlugId: projects.slugId,
  ownerName: users.name,
};

export type ListedAdvertisementRow = Awaited<ReturnType<typeof listAdvertisements>>[number];

/** Advertisements with their listing's title and slug, newest first. */
export function listAdvertisements(
  db: Database,
  filter: AdvertisementFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(listedColumns)
    .from(advertisements)
    .innerJoin(users, eq(users.id, advertisements.userId))
    .leftJoin(properties, eq(properties.id, advertisements.propertyId))
    .leftJoin(projects, eq(projects.id, advertisements.projectId))
    .where(whereOf(filter))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdvertisements(
  db: Database,
  filter: AdvertisementFilter,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(advertisements)
    .leftJoin(properties, eq(properties.id, advertisements.propertyId))
    .leftJoin(projects, eq(projects.id, advertisements.projectId))
    .where(whereOf(filter));
  return row?.total ?? 0;
}

function whereOf(filter: AdvertisementFilter) {
  return and(
    filter.id !== undefined ? eq(advertisements.id, filter.id) : undefined,
    filter.userId !== undefined ? eq(advertisements.userId, filter.userId) : undefined,
    filter.status ? eq(advertisements.status, filter.status) : undefined,
    wordsSearchSql([properties.title, projects.title], filter.search),
  );
}
