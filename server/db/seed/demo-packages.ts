import type { Database } from '../database';
import { advertisements, packageFeatures, packages, type packageFeatureKinds } from '../schema';
import type { InsertedProperty } from './demo-properties';
import { createRandom } from './random';

/** Subscription packages with their features, and the running advertisements. */

type FeatureKind = (typeof packageFeatureKinds)[number];

interface DemoPackage {
  name: string;
  price: string;
  durationHours: number;
  /** Feature → limit; null is an access, or an unlimited limit. A missing feature is not included. */
  features: Partial<Record<FeatureKind, number | null>>;
}

export const demoPackages: readonly DemoPackage[] = [
  // Every user without a package has these limits: a few listings and one project to try.
  {
    name: 'Free Starter',
    price: '0.00',
    durationHours: 720,
    features: { property_list: 3, project_list: 1 },
  },
  {
    // A free week of one featured property: lets a new owner try the slider and the lists.
    name: 'Featured Trial',
    price: '0.00',
    durationHours: 168,
    features: { property_feature: 1 },
  },
  {
    name: 'Basic',
    price: '19.00',
    durationHours: 720,
    features: {
      property_list: 15,
      property_feature: 3,
      project_list: 2,
      mortgage_calculator_detail: null,
    },
  },
  {
    name: 'Professional',
    price: '49.00',
    durationHours: 2160,
    features: {
      property_list: 60,
      property_feature: 15,
      project_list: 10,
      project_feature: 5,
      mortgage_calculator_detail: null,
      premium_properties: null,
      project_access: null,
    },
  },
  {
    name: 'Unlimited',
    price: '149.00',
    durationHours: 8760,
    features: {
      property_list: null,
      project_list: null,
      property_feature: null,
      project_feature: null,
      mortgage_calculator_detail: null,
      premium_properties: null,
      project_access: null,
    },
  },
];

export async function insertPackages(
  tx: Database,
): Promise<{ packages: number; features: number }> {
  const rows = await tx
    .insert(packages)
    .values(
      demoPackages.map((item, sequence) => ({
        name: item.name,
        price: item.price,
        durationHours: item.durationHours,
        sequence,
      })),
    )
    .returning({ id: packages.id, name: packages.name });
  const idOfName = new Map(rows.map((row) => [row.name, row.id]));
  const features = demoPackages.flatMap((item) =>
    (Object.entries(item.features) as [FeatureKind, number | null][]).map(([feature, limit]) => ({
      packageId: idOfName.get(item.name) ?? 0,
      feature,
      limit,
    })),
  );
  await tx.insert(packageFeatures).values(features);
  return { packages: rows.length, features: features.length };
}

/** 8 slider and 6 list advertisements, running now, on public available listings. */
export async function insertAdvertisements(
  tx: Database,
  listings: readonly InsertedProperty[],
  ownerIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  const random = createRandom(21);
  const eligible = listings.filter(
    ({ plan }) =>
      plan.reviewStatus === 'approved' && plan.isActive && plan.listingStatus === 'available',
  );
  const premiumFirst = [
    ...eligible.filter(({ plan }) => plan.isPremium),
    ...random.shuffle(eligible.filter(({ plan }) => !plan.isPremium)),
  ];
  const day = 86_400_000;
  const rows = premiumFirst.slice(0, 14).map(({ id, plan }, index) => {
    const startsAt = new Date(now.getTime() - random.int(1, 20) * day);
    return {
      userId: ownerIds.get(plan.ownerSlug) ?? 0,
      propertyId: id,
      type: index < 8 ? ('slider' as const) : ('list' as const),
      status: 'approved' as const,
      startsAt,
      endsAt: new Date(now.getTime() + random.int(30, 90) * day),
      createdAt: startsAt,
      updatedAt: startsAt,
    };
  });
  await tx.insert(advertisements).values(rows);
  return rows.length;
}
