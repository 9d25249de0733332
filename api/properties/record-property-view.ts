import { defineMutation } from '../define-mutation';

/**
 * POST `property-view` (not in the spec; auth optional): the detail page, served as a static
 * page, reports that it was seen. The server counts one view per visitor per day.
 */
export const recordPropertyView = defineMutation('POST', 'property-view', {
  body: (propertyId: number) => ({ property_id: propertyId }),
}).send;
