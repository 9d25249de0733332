import { expect } from 'vitest';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { dataOf, failureOf, type AccountsTestKit } from './accounts-test-kit';

/**
 * What its owner sees of a listing removed by moderation: the latest notification gives the
 * title and the reason, and switching it back on (`statusCall` with `json`) is a 409
 * listing_removed.
 */
export async function expectRemovedForOwner(
  kit: Pick<AccountsTestKit, 'call'>,
  ownerToken: string,
  removal: { title: string; reason: string; statusCall: string; json: Record<string, unknown> },
): Promise<void> {
  const notices = dataOf(
    await kit.call<NotificationDto[]>('GET', 'get_notification_list', { token: ownerToken }),
  );
  expect(notices[0]).toMatchObject({
    type: 'listing_removed',
    params: { title: removal.title, reason: removal.reason },
  });
  const switched = await kit.call('POST', removal.statusCall, {
    token: ownerToken,
    json: { ...removal.json, status: 'active' },
  });
  expect(switched.status).toBe(409);
  expect(failureOf(switched)).toMatchObject({ code: 'listing_removed' });
}
