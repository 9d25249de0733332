import type { InterestToggleDto } from '@/contracts/dto/listing-engagement-dto';
import type { ListingToggleInput } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { notFound, validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';
import { addInterest, findListingAccess, removeInterest } from './listing-engagement-repository';

/**
 * `interested_users`: type 1 tells the owner the user is interested in a public listing, 0
 * takes it back; both idempotent. The owner is notified the first time a person shows interest. Owners cannot be interested in their own listing (422).
 */
export async function setInterest(
  db: Database,
  viewer: Viewer,
  input: ListingToggleInput,
): Promise<{ data: InterestToggleDto; message: string }> {
  const listing = await findListingAccess(db, input.property_id);
  if (!listing?.isPublic) throw notFound('The property');
  const isAdding = input.type === 1;
  if (listing.ownerId === viewer.userId) {
    throw validationFailed({ property_id: 'You cannot be interested in your own listing.' });
  }
  if (isAdding) {
    await addInterest(db, viewer.userId, listing.id);
    // Once per person and listing: taking interest back and showing it again tells nobody twice.
    await notifyUser(db, {
      userId: listing.ownerId,
      type: 'interest_shown',
      eventKey: `interest_shown:${listing.id}:${viewer.userId}`,
      params: { title: listing.title, name: viewer.name },
      link: paths.userProperties(),
    });
  } else await removeInterest(db, viewer.userId, listing.id);
  return {
    data: { property_id: listing.id, is_interested: isAdding },
    message: isAdding ? 'The owner will see that you are interested.' : 'Interest removed.',
  };
}
