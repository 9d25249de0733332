import { listingFormQuerySchema } from '@/contracts/requests/listing-form-requests';
import { route } from '../core/route';
import { getListingFormData } from './get-listing-form-data';

/**
 * A call added to the spec's table: the listing form's gate and editable listing. The session
 * is a bearer token the browser holds, so the form pages ask for this once the session is known.
 */
export const listingFormRoutes = [
  route('GET', 'listing-form', {
    auth: 'required',
    query: listingFormQuerySchema,
    handle: async ({ db, viewer, query }) => ({
      data: await getListingFormData(db, viewer, query.slug_id || undefined),
    }),
  }),
];
