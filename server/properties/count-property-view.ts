import type { IncomingMessage } from 'node:http';
import type { PropertyViewInput } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { clientNetwork } from '../core/client-address';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { findListingAccess } from './listing-engagement-repository';
import { recordPropertyView } from './record-property-view';

/**
 * `property-view` (not in the spec): the detail page, served as a static page, reports that it
 * was seen. A public listing's view counts once per visitor per day (the signed-in user, or a
 * daily-salted hash of the caller's network), for up to 200 listings a visitor a day; robots
 * and prefetches do not count.
 */
export async function countPropertyView(
  db: Database,
  viewer: Viewer | null,
  input: PropertyViewInput,
  req: IncomingMessage,
): Promise<{ data: { counted: boolean } }> {
  const listing = await findListingAccess(db, input.property_id);
  if (!listing?.isPublic) throw notFound('The property');
  const purpose = String(req.headers['sec-purpose'] ?? req.headers.purpose ?? '');
  if (/prefetch|prerender/i.test(purpose)) return { data: { counted: false } };
  const counted = await recordPropertyView(db, {
    propertyId: listing.id,
    userId: viewer?.userId ?? null,
    network: clientNetwork(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
  });
  return { data: { counted } };
}
