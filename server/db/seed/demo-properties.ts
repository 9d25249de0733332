import type { Database } from '../database';
import { properties, propertyFacilities, propertyImages, propertyParameters } from '../schema';
import type { MediaStorage } from '../../storage/media-storage';
import type { CatalogueIds, CategoryKey, ParameterKey } from './demo-catalogue';
import type { ExteriorKind } from './demo-exterior-scenes';
import type { InteriorKind } from './demo-interior-scenes';
import { mapWithLimit, storeEncodedPhoto, type PhotoKind, type PhotoPool } from './demo-photos';
import type { PropertyPlan } from './demo-property-plans';
import { createRandom, type Random } from './random';

/** Stores each demo listing's photos under its own keys and inserts the listings. */

export interface PropertyPhotos {
  titleImage: string;
  gallery: string[];
}

export interface InsertedProperty {
  id: number;
  plan: PropertyPlan;
}

const sceneKinds: Record<CategoryKey, { outside: ExteriorKind[]; inside: InteriorKind[] }> = {
  apartment: { outside: ['tower'], inside: ['living', 'bedroom', 'kitchen'] },
  house: { outside: ['house'], inside: ['living', 'bedroom', 'kitchen'] },
  villa: { outside: ['villa'], inside: ['living', 'bedroom', 'kitchen'] },
  penthouse: { outside: ['tower'], inside: ['living', 'bedroom', 'kitchen'] },
  townhouse: { outside: ['townhouse'], inside: ['living', 'bedroom', 'kitchen'] },
  studio: { outside: ['tower'], inside: ['living', 'bedroom', 'kitchen'] },
  office: { outside: ['tower'], inside: ['office', 'hall'] },
  shop: { outside: ['shop'], inside: ['hall', 'office'] },
  land: { outside: ['land'], inside: [] },
  warehouse: { outside: ['warehouse'], inside: ['hall'] },
};

function indexesOf(pool: PhotoPool, kinds: readonly PhotoKind[]): number[] {
  return pool.flatMap((photo, index) => (kinds.includes(photo.kind) ? [index] : []));
}

/** Which pool photos a listing shows: a matching outside view first, then 3–5 more. */
function choosePhotos(pool: PhotoPool, category: CategoryKey, random: Random): number[] {
  const kinds = sceneKinds[category];
  const outside = indexesOf(pool, kinds.outside);
  const title = random.pick(outside);
  const candidates = random.shuffle([
    ...outside.filter((index) => index !== title),
    ...indexesOf(pool, kinds.inside),
  ]);
  const count = random.int(3, 5);
  const gallery = candidates.slice(0, count);
  while (gallery.length < count) gallery.push(random.pick([title, ...candidates]));
  return [title, ...gallery];
}

export async function storePropertyPhotos(
  storage: MediaStorage,
  pool: PhotoPool,
  plans: readonly PropertyPlan[],
): Promise<PropertyPhotos[]> {
  const random = createRandom(11);
  const choices = plans.map((plan) => choosePhotos(pool, plan.category, random));
  const jobs = choices.flatMap((photoIndexes, planIndex) =>
    photoIndexes.map((poolIndex, position) => ({ planIndex, poolIndex, position })),
  );
  const keys = await mapWithLimit(jobs, 16, (job) => {
    const photo = pool[job.poolIndex];
    if (!photo) throw new Error(`No pool photo ${job.poolIndex}`);
    return storeEncodedPhoto(storage, photo, 'properties');
  });
  const result: PropertyPhotos[] = plans.map(() => ({ titleImage: '', gallery: [] }));
  jobs.forEach((job, index) => {
    const target = result[job.planIndex];
    const key = keys[index];
    if (!target || !key) return;
    if (job.position === 0) target.titleImage = key;
    else target.gallery.push(key);
  });
  return result;
}

function propertyRow(
  plan: PropertyPlan,
  photos: PropertyPhotos,
  categoryId: number,
  ownerId: number,
  now: Date,
): typeof properties.$inferInsert {
  const createdAt = new Date(now.getTime() - Math.round(plan.ageDays * 86_400_000));
  return {
    slugId: plan.slug,
    ownerId,
    categoryId,
    title: plan.title,
    description: plan.description,
    address: plan.address,
    city: plan.city.city,
    state: plan.city.state,
    country: plan.city.country,
    latitude: plan.latitude,
    longitude: plan.longitude,
    price: plan.price,
    propertyType: plan.propertyType,
    rentDuration: plan.rentDuration,
    listingStatus: plan.listingStatus,
    reviewStatus: plan.reviewStatus,
    rejectionReason: plan.rejectionReason,
    isActive: plan.isActive,
    isPremium: plan.isPremium,
    titleImage: photos.titleImage,
    metaTitle: plan.meta?.title ?? null,
    metaDescription: plan.meta?.description ?? null,
    metaKeywords: plan.meta?.keywords ?? null,
    totalViews: plan.totalViews,
    totalLikes: plan.totalLikes,
    publishedAt: plan.reviewStatus === 'approved' ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Inserts the listings with their gallery, parameter values and nearby facilities. */
export async function insertProperties(
  tx: Database,
  plans: readonly PropertyPlan[],
  photos: readonly PropertyPhotos[],
  ids: { catalogue: CatalogueIds; users: ReadonlyMap<string, number> },
  now: Date,
): Promise<InsertedProperty[]> {
  const rows = plans.map((plan, index) => {
    const ownerId = ids.users.get(plan.ownerSlug);
    const planPhotos = photos[index];
    if (ownerId === undefined || !planPhotos)
      throw new Error(`Demo listing incomplete: ${plan.slug}`);
    return propertyRow(plan, planPhotos, ids.catalogue.categories[plan.category], ownerId, now);
  });
  const inserted = await tx
    .insert(properties)
    .values(rows)
    .returning({ id: properties.id, slug: properties.slugId });
  const idOfSlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const result = plans.map((plan) => ({ id: idOfSlug.get(plan.slug) ?? 0, plan }));

  await tx.insert(propertyImages).values(
    result.flatMap(({ id }, index) =>
      (photos[index]?.gallery ?? []).map((image, sequence) => ({
        listingId: id,
        image,
        sequence,
      })),
    ),
  );
  await tx.insert(propertyParameters).values(
    result.flatMap(({ id, plan }) =>
      (Object.entries(plan.parameters) as [ParameterKey, string][]).map(([key, value]) => ({
        propertyId: id,
        parameterId: ids.catalogue.parameters[key],
        value,
      })),
    ),
  );
  await tx.insert(propertyFacilities).values(
    result.flatMap(({ id, plan }) =>
      plan.facilities.map((facility) => ({
        propertyId: id,
        facilityId: ids.catalogue.facilities[facility.key],
        distance: facility.distance,
      })),
    ),
  );
  return result;
}
