import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailDeliveries, liveEvents, notifications } from '@/server/db/schema';
import { notifyUser } from '@/server/notifications/notify-user';
import { pruneNotifications } from '@/server/notifications/prune-notifications';
import { setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();
const dayMs = 24 * 60 * 60 * 1000;

describe('pruneNotifications', () => {
  it('drops notifications and email records after 180 days and live events after a day', async () => {
    const user = await kit.lister();
    const notice = (key: string) =>
      notifyUser(kit.db, {
        userId: user.id,
        type: 'interest_shown',
        eventKey: key,
        params: { name: 'Someone', title: 'A flat' },
        link: null,
      });
    const old = await notice('old');
    const recent = await notice('recent');
    await kit.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 181 * dayMs) })
      .where(eq(notifications.id, old!.id));
    await kit.db
      .insert(emailDeliveries)
      .values([
        { key: 'old-email', sentAt: new Date(Date.now() - 181 * dayMs) },
        { key: 'recent-email' },
      ]);
    await kit.db
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - 2 * dayMs) })
      .where(sql`${liveEvents.payload}->>'id' = ${String(old!.id)}`);

    expect(await pruneNotifications(kit.db)).toBe(1);

    const left = await kit.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(left).toEqual([{ id: recent!.id }]);
    const emails = await kit.db.select({ key: emailDeliveries.key }).from(emailDeliveries);
    expect(emails.map((row) => row.key)).toEqual(['recent-email']);
    const events = await kit.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.userId, user.id));
    expect(events).toHaveLength(1);
  });
});
