import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineMutation, updateAtOnce } from '../define-mutation';
import { switchBody } from '../switch-body';

export interface ToggleInterestInput {
  property: Pick<PropertyCardDto, 'id' | 'slug_id'>;
  /** The new state: true says "I'm interested" (type 1), false takes it back (type 0). */
  isInterested: boolean;
}

/**
 * POST `interested_users`: type 1 tells the owner the user is interested, 0 takes it back.
 * Shown at once on the detail page and undone if the call fails.
 */
export const toggleInterest = defineMutation('POST', 'interested_users', {
  body: (input: ToggleInterestInput) =>
    switchBody('property_id', input.property.id, input.isInterested),
  ...updateAtOnce(
    (input: ToggleInterestInput) => propertyKeys.detail(input.property.slug_id),
    (detail: PropertyDetailDto, input) => ({ ...detail, is_interested: input.isInterested }),
  ),
});

export const useToggleInterest = toggleInterest.use;
