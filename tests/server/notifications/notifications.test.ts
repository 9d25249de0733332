import { describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationPreferenceDto } from '@/contracts/dto/notification-dto';
import { notificationTypes } from '@/contracts/dto/notification-dto';
import { notifyUser } from '@/server/notifications/notify-user';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpChatTestKit } from '../../support/chat-test-kit';
import type { Lister } from '../../support/listing-test-kit';

const kit = setUpChatTestKit();

async function notificationsOf(user: Lister, query: Record<string, number> = {}) {
  const response = await kit.call<NotificationDto[]>('GET', 'get_notification_list', {
    token: user.token,
    query,
  });
  if (response.body.error) throw new Error(response.body.message);
  const { data, total } = response.body;
  return { data, total, unread: (response.body as unknown as { unread: number }).unread };
}

const review = (admin: Lister, json: Record<string, unknown>) =>
  kit.call('POST', 'admin/review-listing', { token: admin.token, json });

describe('notifications from the services that cause them', () => {
  it('tells the owner of each review decision, with the reason, and nobody else', async () => {
    const { owner, buyer, propertyId } = await kit.scene({
      title: 'Loft by the park',
      reviewStatus: 'pending',
    });
    const admin = await kit.admin();
    dataOf(
      await review(admin, {
        property_id: propertyId,
        decision: 'rejected',
        reason: 'Blurry photos',
      }),
    );
    dataOf(await review(admin, { property_id: propertyId, decision: 'approved' }));
    const { data, total, unread } = await notificationsOf(owner);
    expect(data.map((notice) => [notice.type, notice.params, notice.is_read])).toEqual([
      ['listing_approved', { title: 'Loft by the park' }, false],
      ['listing_rejected', { title: 'Loft by the park', reason: 'Blurry photos' }, false],
    ]);
    expect(data[0]!.link).toBe('/user/properties');
    expect({ total, unread }).toEqual({ total: 2, unread: 2 });
    expect((await notificationsOf(buyer)).total).toBe(0);
  });

  it('makes one notification of an event told twice', async () => {
    const user = await kit.lister();
    const event = {
      userId: user.id,
      type: 'package_ending' as const,
      eventKey: 'package_ending:42',
      params: { package: 'Gold' },
      link: null,
    };
    const [first, second] = await Promise.all([
      notifyUser(kit.db, event),
      notifyUser(kit.db, event),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect((await notificationsOf(user)).total).toBe(1);
  });

  it('tells the receiver of the first unread message of a run, not of every message', async () => {
    const { owner, buyer, propertyId } = await kit.scene({ title: 'Sea view flat' });
    dataOf(await kit.send(buyer, owner, propertyId, 'One'));
    dataOf(await kit.send(buyer, owner, propertyId, 'Two'));
    let notices = (await notificationsOf(owner)).data.filter((n) => n.type === 'new_message');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      params: { title: 'Sea view flat' },
      link: `/user/chat?with=${buyer.id}&property=${propertyId}`,
    });
    dataOf(
      await kit.call('POST', 'mark_chat_read', {
        token: owner.token,
        json: { user_id: buyer.id, property_id: propertyId },
      }),
    );
    dataOf(await kit.send(buyer, owner, propertyId, 'Three'));
    notices = (await notificationsOf(owner)).data.filter((n) => n.type === 'new_message');
    expect(notices).toHaveLength(2);
    expect((await notificationsOf(buyer)).total).toBe(0);
  });

  it('tells an owner once that a person is interested, however often they toggle', async () => {
    const { owner, buyer, propertyId } = await kit.scene({ title: 'Garden house' });
    for (const type of [1, 0, 1]) {
      dataOf(
        await kit.call('POST', 'interested_users', {
          token: buyer.token,
          json: { property_id: propertyId, type },
        }),
      );
    }
    const { data } = await notificationsOf(owner);
    expect(data.map((notice) => notice.type)).toEqual(['interest_shown']);
    expect(data[0]!.params).toMatchObject({ title: 'Garden house' });
  });
});

describe('get_notification_list and read_notifications', () => {
  it('pages newest first and marks one or all read, the caller’s own only', async () => {
    const user = await kit.lister();
    for (let index = 1; index <= 3; index += 1) {
      await notifyUser(kit.db, {
        userId: user.id,
        type: 'package_bought',
        eventKey: `package_bought:test-${user.id}-${index}`,
        params: { package: `Plan ${index}` },
        link: null,
      });
    }
    const page = await notificationsOf(user, { limit: 2, offset: 0 });
    expect(page.data.map((notice) => notice.params.package)).toEqual(['Plan 3', 'Plan 2']);
    expect(page.total).toBe(3);
    const someone = await kit.lister();
    const theirs = await kit.call('POST', 'read_notifications', {
      token: someone.token,
      json: { id: page.data[0]!.id },
    });
    expect(theirs.status).toBe(404);
    const one = dataOf(
      await kit.call<{ unread: number }>('POST', 'read_notifications', {
        token: user.token,
        json: { id: page.data[0]!.id },
      }),
    );
    expect(one.unread).toBe(2);
    const all = dataOf(
      await kit.call<{ unread: number }>('POST', 'read_notifications', {
        token: user.token,
        json: {},
      }),
    );
    expect(all.unread).toBe(0);
    expect((await notificationsOf(user)).data.every((notice) => notice.is_read)).toBe(true);
    expect((await kit.call('GET', 'get_notification_list', {})).status).toBe(401);
  });
});

describe('notification preferences', () => {
  it('starts with every channel on and keeps in-app on whatever is sent', async () => {
    const user = await kit.lister();
    const start = dataOf(
      await kit.call<NotificationPreferenceDto[]>('GET', 'get_notification_preferences', {
        token: user.token,
      }),
    );
    expect(start.map((row) => row.type)).toEqual([...notificationTypes]);
    expect(start.every((row) => row.in_app && row.push && row.email)).toBe(true);
    const saved = dataOf(
      await kit.call<NotificationPreferenceDto[]>('POST', 'save_notification_preferences', {
        token: user.token,
        json: { preferences: [{ type: 'new_message', in_app: false, push: false, email: true }] },
      }),
    );
    expect(saved.find((row) => row.type === 'new_message')).toEqual({
      type: 'new_message',
      in_app: true,
      push: false,
      email: true,
    });
    const wrong = await kit.call('POST', 'save_notification_preferences', {
      token: user.token,
      json: { preferences: [{ type: 'weather', in_app: true, push: true, email: true }] },
    });
    expect(failureOf(wrong).code).toBe('validation_failed');
  });
});
