/**
 * The features a package can carry (DOMAIN-RULES, Packages and limits): a limit counts posts or
 * advertisements (a number, or unlimited); an access opens a part of the site.
 */
export const packageLimitFeatures = [
  'property_list',
  'project_list',
  'property_feature',
  'project_feature',
] as const;

export const packageAccessFeatures = [
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;

export const packageFeatureTypes = [...packageLimitFeatures, ...packageAccessFeatures] as const;

export type PackageLimitFeature = (typeof packageLimitFeatures)[number];
export type PackageAccessFeature = (typeof packageAccessFeatures)[number];
export type PackageFeatureType = (typeof packageFeatureTypes)[number];

export function isLimitFeature(feature: PackageFeatureType): feature is PackageLimitFeature {
  return (packageLimitFeatures as readonly string[]).includes(feature);
}

/** The message of a failed package check (spec §8: the "Opps" dialog says it). */
export const packageNotAvailableMessage = 'Package Not Available';

export const packageFeatureMessages: Readonly<Record<PackageFeatureType, string>> = {
  property_list: 'Property List Limit',
  project_list: 'Project List Limit',
  property_feature: 'Property Feature Limit',
  project_feature: 'Project Feature Limit',
  mortgage_calculator_detail: 'Mortgage Calculator Detail Not Available',
  premium_properties: 'Premium Properties Not Available',
  project_access: 'Project Access Not Available',
};

/** How many days before a package ends the plans page and the dashboard remind the user. */
export const packageReminderDays = 3;
