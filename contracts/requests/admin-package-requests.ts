import { array, mixed, number, object, type InferType } from 'yup';
import { packageFeatureTypes, type PackageFeatureType } from '../package-features';
import { consoleNameField, sequenceField } from './console-fields';
import { knownIdField, moneyField } from './field-kit';
import { queryFlag } from './paging';

export const packageLimits = {
  name: 100,
  /** Ten years. */
  durationHours: 24 * 3650,
  featureLimit: 1_000_000,
} as const;

/**
 * `admin/packages` (POST): a new package (without `id`) or a change to one: its name, price
 * ("0" is free), duration in hours, order, whether it is offered, and its features, each at most
 * once (a limit's count, or null for unlimited; an access has none). People who hold it keep
 * what they were sold.
 */
export const savePackageSchema = object({
  id: knownIdField('There is no such package', 'id must be a number'),
  name: consoleNameField(packageLimits.name),
  price: moneyField({
    format: 'validation.admin_packages.price',
    decimals: 'validation.admin_packages.price',
    tooLarge: 'validation.admin_packages.price',
  }).required('validation.admin_packages.price'),
  duration_hours: number()
    .typeError('validation.admin_packages.duration')
    .integer('validation.admin_packages.duration')
    .min(1, 'validation.admin_packages.duration')
    .max(packageLimits.durationHours, 'validation.admin_packages.duration')
    .required('validation.admin_packages.duration'),
  is_active: queryFlag().default(1),
  sequence: sequenceField(),
  features: array(
    object({
      feature: mixed<PackageFeatureType>()
        .oneOf([...packageFeatureTypes], 'validation.admin_packages.feature')
        .required('validation.admin_packages.feature'),
      limit: number()
        .typeError('validation.admin_packages.limit')
        .integer('validation.admin_packages.limit')
        .min(1, 'validation.admin_packages.limit')
        .max(packageLimits.featureLimit, 'validation.admin_packages.limit')
        .nullable()
        .default(null),
    }),
  )
    .default([])
    .test('distinct', 'validation.admin_packages.feature_twice', (features) => {
      const names = (features ?? []).map((item) => item.feature);
      return new Set(names).size === names.length;
    }),
});

export type SavePackageInput = InferType<typeof savePackageSchema>;
