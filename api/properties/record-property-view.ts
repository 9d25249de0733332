import { callApi } from '../client';

/**
 * POST `property-view` (not in the spec; auth optional): the detail page, served as a static
 * page, reports that it was seen. The server counts one view per visitor per day.
 */
export async function recordPropertyView(propertyId: number): Promise<void> {
  await callApi<{ counted: boolean }>({
    method: 'POST',
    path: 'property-view',
    body: { property_id: propertyId },
  });
}
