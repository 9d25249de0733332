import { eq } from 'drizzle-orm';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ListingFieldsInput, UpdateListingInput } from '@/contracts/requests/listing-requests';
import { AppError, validationFailed } from '../core/app-error';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { checkListingReferences } from '../listings/check-listing-references';
import { optionalText, sentChangesOnly, newListingRow } from '../listings/listing-changes';
import type { ListingEditor } from '../listings/listing-editor';
import { findListingState, type ListingStateRow } from './owner-property-repository';
import { placePremiumDocuments } from './premium-documents';
import { propertyKind } from './property-kind';
import { propertyRowChanges } from './property-row-changes';
import { replaceFacilities, replaceParameters } from './property-rows-repository';

export const listingLocked = (): AppError =>
  new AppError('listing_locked', 'A sold or rented listing can no longer be edited.');

/** The property's own fields of a save (the shared ones are the core's). */
type PropertyFields = Pick<
  UpdateListingInput,
  'price' | 'property_type' | 'address' | 'client_address' | 'is_premium'
>;

const propertyChanges = (input: PropertyFields) =>
  sentChangesOnly({
    price: input.price,
    propertyType: input.property_type,
    address: input.address,
    clientAddress: optionalText(input.client_address),
    isPremium: input.is_premium,
  });

/** Parameter and facility rows from the request's lists (distances exact, in km). */
async function writeParametersAndFacilities(
  tx: Database,
  propertyId: number,
  input: Pick<UpdateListingInput, 'parameters' | 'facilities'>,
): Promise<void> {
  if (input.parameters) {
    const rows = input.parameters.map((item) => ({
      parameterId: item.parameter_id,
      value: item.value,
    }));
    await replaceParameters(tx, propertyId, rows);
  }
  if (input.facilities) {
    const rows = input.facilities.map((item) => ({
      facilityId: item.facility_id,
      distance: item.distance.toFixed(2),
    }));
    await replaceFacilities(tx, propertyId, rows);
  }
}

async function stateOf(db: Database, id: number): Promise<ListingStateRow> {
  const state = await findListingState(db, eq(properties.id, id));
  if (!state) throw listingLocked(); // deleted meanwhile: nothing left to edit
  return state;
}

/** The rent duration after the edit: sell listings have none, rent listings must have one. */
function rentDurationAfter(state: ListingStateRow, input: UpdateListingInput) {
  const type = input.property_type ?? state.propertyType;
  if (type === 'sell') return null;
  const duration =
    input.rentduration ?? (state.propertyType === 'rent' ? state.rentDuration : null);
  if (!duration)
    throw validationFailed({ rentduration: 'validation.listing.rent_duration_required' });
  return duration;
}

/**
 * What a property adds to saving a listing (post_property, update_post_property): price, type,
 * rent duration, address and premium; its category's parameters and its nearby facilities; a
 * sold or rented listing can no longer be edited.
 */
export const propertyEditor: ListingEditor<
  ListingFieldsInput,
  UpdateListingInput,
  OwnerListingDto
> = {
  kind: propertyKind,
  checkNew: (db, input) =>
    checkListingReferences(db, {
      categoryId: input.category_id,
      listingCategoryId: input.category_id,
      parameters: input.parameters ?? [],
      facilities: input.facilities,
    }),
  insert: async (tx, columns, input, uploads) => {
    await tx.insert(properties).values({
      ...newListingRow(input, columns, uploads.photos),
      ...propertyChanges(input),
      price: input.price,
      propertyType: input.property_type,
      address: input.address,
      rentDuration: input.property_type === 'rent' ? (input.rentduration ?? null) : null,
    });
    await writeParametersAndFacilities(tx, columns.id, {
      parameters: input.parameters ?? [],
      facilities: input.facilities ?? [],
    });
  },
  assertEditable: async (db, listing) => {
    if ((await stateOf(db, listing.id)).listingStatus !== 'available') throw listingLocked();
  },
  checkEdit: async (db, listing, input) => {
    const state = await stateOf(db, listing.id);
    const rentDuration = rentDurationAfter(state, input);
    await checkListingReferences(db, {
      categoryId: input.category_id ?? undefined,
      currentCategoryId: listing.categoryId,
      listingCategoryId: input.category_id ?? listing.categoryId,
      parameters: input.parameters,
      facilities: input.facilities,
    });
    return {
      ...propertyChanges(input),
      rentDuration,
      ...(input.remove_three_d_image ? { threeDImage: null } : {}),
    };
  },
  priceColumns: ['price'],
  ownChanges: { fields: ['parameters', 'facilities'], of: propertyRowChanges },
  writeEdit: async (tx, propertyId, input) => {
    await writeParametersAndFacilities(tx, propertyId, input);
    return { images: [], files: [] };
  },
  editGuard: { condition: eq(properties.listingStatus, 'available'), refusal: listingLocked },
  // A premium listing's documents are private; they move when the listing stops being premium.
  placeFiles: async (db, propertyId, work) => {
    await placePremiumDocuments(db, work, propertyId);
  },
};
