import type { FieldErrors } from '@/contracts/api-envelope';
import type { Database } from '../db/database';
import { AppError, validationFailed } from '../http/app-error';
import { categoryExists, findFacilityIds, findParameters } from './listings-repository';

/** A referenced category, parameter or facility was deleted between the check and the save. */
export const referenceGone = (): AppError =>
  new AppError(
    'conflict',
    409,
    'A category, parameter or facility of this listing was just removed. Please check the form and try again.',
  );

export interface ListingReferences {
  categoryId?: number;
  parameters?: readonly { parameter_id: number; value: string }[];
  facilities?: readonly { facility_id: number }[];
}

const missing = (wanted: readonly number[], found: readonly number[]): number[] =>
  wanted.filter((id) => !found.includes(id));

const listOf = (ids: readonly number[]): string => ids.join(', ');

/**
 * Refuses (422, one field error per field) a category, parameter or facility that does not
 * exist, and a file-type parameter (its value would have to be an upload, which these calls do
 * not take). Only what was sent is checked.
 */
export async function checkListingReferences(
  db: Database,
  references: ListingReferences,
): Promise<void> {
  const errors: FieldErrors = {};
  if (references.categoryId !== undefined && !(await categoryExists(db, references.categoryId))) {
    errors.category_id = 'Choose a category from the list';
  }
  const parameterIds = (references.parameters ?? []).map((item) => item.parameter_id);
  const known = await findParameters(db, parameterIds);
  const unknownParameters = missing(
    parameterIds,
    known.map((row) => row.id),
  );
  const fileParameters = known.filter((row) => row.kind === 'file').map((row) => row.id);
  if (unknownParameters.length > 0) {
    errors.parameters = `These parameters are not known: ${listOf(unknownParameters)}`;
  } else if (fileParameters.length > 0) {
    errors.parameters = `These parameters take a file and cannot be set here: ${listOf(fileParameters)}`;
  }
  const facilityIds = (references.facilities ?? []).map((item) => item.facility_id);
  const unknownFacilities = missing(facilityIds, await findFacilityIds(db, facilityIds));
  if (unknownFacilities.length > 0) {
    errors.facilities = `These facilities are not known: ${listOf(unknownFacilities)}`;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
