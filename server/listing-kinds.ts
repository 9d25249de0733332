import type { ListingKind } from './listings/listing-kind';
import { projectKind } from './projects/project-kind';
import { propertyKind } from './properties/property-kind';

/**
 * Every kind of listing the marketplace has (server/listings/listing-kind.ts): what an account
 * deletion or a profile change walks through. A new kind is added here once described.
 */
export const listingKinds: readonly ListingKind[] = [propertyKind, projectKind];
