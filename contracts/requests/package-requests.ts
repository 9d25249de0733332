import { object, string, type InferType } from 'yup';
import { packageFeatureTypes } from '../package-features';
import { queryIdField } from './field-kit';

/** `check-package-limit` (spec §7): type, one of the package features. */
export const checkPackageLimitSchema = object({
  type: string()
    .required('Choose the feature to check')
    .oneOf([...packageFeatureTypes], 'This is not a package feature'),
});
export type CheckPackageLimitQuery = InferType<typeof checkPackageLimitSchema>;

/** `assign_package` (spec §7): package_id of a free package. */
export const assignPackageSchema = object({
  package_id: queryIdField('package_id').required('Choose a package'),
});
export type AssignPackageInput = InferType<typeof assignPackageSchema>;
