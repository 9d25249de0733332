import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/database';
import {
  advertisements,
  articles,
  categories,
  categoryParameters,
  cityImages,
  facilities,
  faqs,
  languages,
  parameters,
  properties,
  propertyFacilities,
  propertyParameters,
  sessions,
  siteSettings,
  users,
} from '@/server/db/schema';

/** Small builders for server tests: each inserts one row with sensible values and returns it. */
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: `user${n}@example.com`, slugId: `user-${n}`, ...values })
    .returning();
  return row!;
}

/** A live session for the user; returns the bearer token. */
export async function insertSession(
  db: Database,
  userId: number,
  values: Partial<typeof sessions.$inferInsert> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + 86_400_000),
    ...values,
  });
  return token;
}

export async function insertCategory(
  db: Database,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slugId: `category-${n}`, ...values })
    .returning();
  return row!;
}

export async function insertParameter(
  db: Database,
  values: Partial<typeof parameters.$inferInsert> = {},
  linkTo: { categoryId: number; sequence?: number }[] = [],
) {
  const [row] = await db
    .insert(parameters)
    .values({ name: `Parameter ${next()}`, kind: 'number', ...values })
    .returning();
  for (const link of linkTo) {
    await db.insert(categoryParameters).values({
      categoryId: link.categoryId,
      parameterId: row!.id,
      sequence: link.sequence ?? 0,
    });
  }
  return row!;
}

export async function insertFacility(
  db: Database,
  values: Partial<typeof facilities.$inferInsert> = {},
) {
  const [row] = await db
    .insert(facilities)
    .values({ name: `Facility ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertProperty(
  db: Database,
  owner: { id: number },
  category: { id: number },
  values: Partial<typeof properties.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(properties)
    .values({
      slugId: `listing-${n}`,
      ownerId: owner.id,
      categoryId: category.id,
      title: `Listing ${n}`,
      description: 'A bright home with a garden.',
      address: `${n} Main Street`,
      city: 'Springfield',
      state: 'Illinois',
      country: 'United States',
      latitude: 39.78,
      longitude: -89.65,
      price: '250000.00',
      propertyType: 'sell',
      reviewStatus: 'approved',
      isActive: true,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A user and a category, and `listing(values)`, which inserts a listing of theirs (approved and
 * active unless `values` say otherwise): the usual start of a file about listings.
 */
export async function insertListingOwner(db: Database) {
  const owner = await insertUser(db);
  const category = await insertCategory(db);
  const listing = (values: Partial<typeof properties.$inferInsert> = {}) =>
    insertProperty(db, owner, category, values);
  return { owner, category, listing };
}

export async function setPropertyParameter(
  db: Database,
  propertyId: number,
  parameterId: number,
  value: string,
) {
  await db.insert(propertyParameters).values({ propertyId, parameterId, value });
}

export async function setPropertyFacility(
  db: Database,
  propertyId: number,
  facilityId: number,
  distance = '1.50',
) {
  await db.insert(propertyFacilities).values({ propertyId, facilityId, distance });
}

export async function insertAdvertisement(
  db: Database,
  property: { id: number; ownerId: number },
  values: Partial<typeof advertisements.$inferInsert> = {},
) {
  const [row] = await db
    .insert(advertisements)
    .values({
      userId: property.ownerId,
      propertyId: property.id,
      type: 'slider',
      status: 'approved',
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertArticle(
  db: Database,
  values: Partial<typeof articles.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(articles)
    .values({
      title: `Article ${n}`,
      slugId: `article-${n}`,
      body: 'First sentence of the article. Second sentence follows.\n\nA second paragraph.',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertFaq(db: Database, values: Partial<typeof faqs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqs)
    .values({ question: `Question ${n}?`, answer: `Answer ${n}.`, sequence: n, ...values })
    .returning();
  return row!;
}

export async function insertLanguages(db: Database) {
  await db.insert(languages).values([
    { code: 'en', name: 'English', nameInEnglish: 'English', isDefault: true, sequence: 0 },
    { code: 'ar', name: 'العربية', nameInEnglish: 'Arabic', isRtl: true, sequence: 1 },
  ]);
}

export async function insertCityImage(db: Database, city: string, image: string) {
  await db.insert(cityImages).values({ city, image });
}

export async function putSetting(db: Database, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}
