import type { FieldErrors } from '@/contracts/api-envelope';
import type { Database } from '../db/database';
import { AppError, validationFailed } from '../core/app-error';
import {
  categoryStanding,
  findFacilityIds,
  findParameters,
  listCategoryParameters,
} from './catalogue-references-repository';

/** A referenced category, parameter or facility was deleted between the check and the save. */
export const referenceGone = (): AppError =>
  new AppError(
    'conflict',
    'A category, parameter or facility of this listing was just removed. Please check the form and try again.',
  );

export interface ListingReferences {
  categoryId?: number;
  /**
   * The listing's category before this save (on an edit): it may stay in a category staff have
   * since switched off, but nothing may move into one.
   */
  currentCategoryId?: number;
  /**
   * The category the listing will have after this save (the one sent, else its current one):
   * parameters must belong to it, and when parameters are sent (they replace the listing's
   * own) every required one of it must be among them.
   */
  listingCategoryId?: number;
  parameters?: readonly { parameter_id: number; value: string }[];
  facilities?: readonly { facility_id: number }[];
}

type KnownParameter = Awaited<ReturnType<typeof findParameters>>[number];

/** Why a value does not fit its parameter's type or choices, or null when it fits. */
export function parameterValueProblem(parameter: KnownParameter, value: string): string | null {
  const text = value.trim();
  const choices = parameter.choices;
  switch (parameter.kind) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? null : `${parameter.name} must be a number`;
    case 'dropdown':
    case 'radiobutton':
      return choices.length === 0 || choices.includes(text)
        ? null
        : `${parameter.name} must be one of: ${choices.join(', ')}`;
    case 'checkbox': {
      const picked = text.split(',').map((item) => item.trim());
      return choices.length === 0 || picked.every((item) => choices.includes(item))
        ? null
        : `${parameter.name} takes only: ${choices.join(', ')}`;
    }
    default:
      return null;
  }
}

const missing = (wanted: readonly number[], found: readonly number[]): number[] =>
  wanted.filter((id) => !found.includes(id));

const listOf = (ids: readonly number[]): string => ids.join(', ');

/**
 * Refuses (422, one field error per field) a category, parameter or facility that does not
 * exist, a category staff have switched off (unless the listing is already in it), and a file-type parameter (its value would have to be an upload, which these calls do
 * not take). Only what was sent is checked.
 */
export async function checkListingReferences(
  db: Database,
  references: ListingReferences,
): Promise<void> {
  const errors: FieldErrors = {};
  if (references.categoryId !== undefined) {
    const standing = await categoryStanding(db, references.categoryId);
    const staysInPlace = references.categoryId === references.currentCategoryId;
    if (standing === null || (standing === 'inactive' && !staysInPlace)) {
      errors.category_id = 'validation.listing.category_from_list';
    }
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
  } else {
    const problem = await parameterProblem(db, references, known);
    if (problem) errors.parameters = problem;
  }
  const facilityIds = (references.facilities ?? []).map((item) => item.facility_id);
  const unknownFacilities = missing(facilityIds, await findFacilityIds(db, facilityIds));
  if (unknownFacilities.length > 0) {
    errors.facilities = `These facilities are not known: ${listOf(unknownFacilities)}`;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A value that does not fit, a parameter of another category, or a required one missing. */
async function parameterProblem(
  db: Database,
  references: ListingReferences,
  known: readonly KnownParameter[],
): Promise<string | null> {
  const sent = references.parameters ?? [];
  for (const item of sent) {
    const parameter = known.find((row) => row.id === item.parameter_id);
    const problem = parameter ? parameterValueProblem(parameter, item.value) : null;
    if (problem) return problem;
  }
  if (references.listingCategoryId === undefined || references.parameters === undefined) {
    return null;
  }
  const ofCategory = await listCategoryParameters(db, references.listingCategoryId);
  const foreign = sent.filter((item) => !ofCategory.some((row) => row.id === item.parameter_id));
  if (foreign.length > 0) {
    return `These parameters are not asked for this category: ${listOf(foreign.map((item) => item.parameter_id))}`;
  }
  const missingRequired = ofCategory.filter(
    (row) =>
      row.isRequired && !sent.some((item) => item.parameter_id === row.id && item.value.trim()),
  );
  return missingRequired.length > 0
    ? `Fill in ${missingRequired.map((row) => row.name).join(', ')}`
    : null;
}
