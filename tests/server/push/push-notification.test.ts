import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationType } from '@/contracts/dto/notification-dto';
import { getLogger } from '@/server/core/logger';
import type { Database } from '@/server/db/database';
import { sessions } from '@/server/db/schema';
import { notificationDto } from '@/server/notifications/notification-dto';
import {
  insertNotification,
  savePreferences,
} from '@/server/notifications/notifications-repository';
import { forgetAccessTokens } from '@/server/push/fetch-access-token';
import { pushNotification } from '@/server/push/push-notification';
import { FcmSendError } from '@/server/push/send-fcm-message';
import { insertSession, insertUser } from '../../support/factories';
import { startFakeFcm, type FakeFcm } from '../../support/fake-fcm';
import { setUpTestDatabase } from '../../support/test-database';

const database = setUpTestDatabase();
let google: FakeFcm;
beforeAll(async () => {
  google = await startFakeFcm();
});
afterAll(() => google.close());
beforeEach(() => {
  google.messages.length = 0;
  google.answers.clear();
  forgetAccessTokens();
});

const log = getLogger();
let sequence = 0;

/** A user with a live session on each of these devices. */
async function userWithDevices(db: Database, ...fcmIds: string[]) {
  const user = await insertUser(db);
  for (const fcmId of fcmIds) await insertSession(db, user.id, { fcmId });
  return user;
}

async function notificationFor(
  db: Database,
  userId: number,
  type: NotificationType = 'listing_approved',
) {
  sequence += 1;
  const row = await insertNotification(db, {
    userId,
    type,
    eventKey: `${type}:${sequence}`,
    params: { title: 'Loft by the park' },
    link: '/properties/loft-by-the-park',
  });
  return { ...notificationDto(row!), userId };
}

const token = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;
const push = (notification: Awaited<ReturnType<typeof notificationFor>>) =>
  pushNotification(database.db, notification, { log, config: google.config });

describe('pushing a notification through FCM (Google mocked by a local fake)', () => {
  it('pushes every device of the user once, with its text and link, and no device of another user', async () => {
    const db = database.db;
    const [phone, laptop, stranger] = [token('phone'), token('laptop'), token('stranger')];
    const user = await userWithDevices(db, phone, laptop);
    await userWithDevices(db, stranger);
    const notification = await notificationFor(db, user.id);

    const result = await push(notification);

    expect(result).toEqual({ skipped: null, sent: 2, alreadySent: 0, dropped: 0 });
    expect(google.messages.map((message) => message.token).sort()).toEqual([laptop, phone].sort());
    expect(google.messages[0]).toMatchObject({
      notification: { title: 'Listing approved', body: '"Loft by the park" is now live.' },
      data: {
        notification_id: String(notification.id),
        type: 'listing_approved',
        link: 'http://localhost:3000/properties/loft-by-the-park',
      },
      authorization: expect.stringMatching(/^Bearer access-\d+$/),
    });
  });

  it('pushes once per notification and device when called twice', async () => {
    const db = database.db;
    const user = await userWithDevices(db, token('phone'), token('tablet'));
    const notification = await notificationFor(db, user.id);

    await push(notification);
    const again = await push(notification);

    expect(again).toEqual({ skipped: null, sent: 0, alreadySent: 2, dropped: 0 });
    expect(google.messages).toHaveLength(2);
  });

  it('leaves out signed-out and expired sessions', async () => {
    const db = database.db;
    const live = token('live');
    const user = await userWithDevices(db, live);
    await insertSession(db, user.id, { fcmId: token('signed-out'), revokedAt: new Date() });
    await insertSession(db, user.id, {
      fcmId: token('expired'),
      expiresAt: new Date(Date.now() - 1000),
    });

    await push(await notificationFor(db, user.id));

    expect(google.messages.map((message) => message.token)).toEqual([live]);
  });

  it('drops a token FCM reports unregistered or invalid from the sessions and never tries it again', async () => {
    const db = database.db;
    const [gone, invalid, fine] = [token('gone'), token('invalid'), token('fine')];
    const user = await userWithDevices(db, gone, invalid, fine);
    google.answers.set(gone, 'unregistered');
    google.answers.set(invalid, 'invalid_token');

    const result = await push(await notificationFor(db, user.id));

    expect(result).toMatchObject({ sent: 1, dropped: 2 });
    const tokens = await db
      .select({ fcmId: sessions.fcmId })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(tokens.map((row) => row.fcmId).sort()).toEqual([fine, null, null].sort());

    google.messages.length = 0;
    google.answers.clear();
    await push(await notificationFor(db, user.id));
    expect(google.messages.map((message) => message.token)).toEqual([fine]);
  });

  it('throws a retryable error on a 5xx and gives the claim back, so the retry sends it', async () => {
    const db = database.db;
    const [flaky, steady] = [token('flaky'), token('steady')];
    const user = await userWithDevices(db, flaky, steady);
    const notification = await notificationFor(db, user.id);
    google.answers.set(flaky, ['unavailable']);

    const failure = await push(notification).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FcmSendError);
    expect(failure).toMatchObject({ status: 503, retryable: true });
    expect(google.messages.map((message) => message.token)).toEqual([steady]);

    const retry = await push(notification);
    expect(retry).toEqual({ skipped: null, sent: 1, alreadySent: 1, dropped: 0 });
    expect(google.messages.map((message) => message.token)).toEqual([steady, flaky]);
  });

  it('sends nothing when the user turned push off for the type', async () => {
    const db = database.db;
    const user = await userWithDevices(db, token('phone'));
    await savePreferences(db, [
      { userId: user.id, type: 'new_message', inApp: true, push: false, email: true },
    ]);

    const result = await push(await notificationFor(db, user.id, 'new_message'));

    expect(result.skipped).toBe('push_off');
    expect(google.messages).toHaveLength(0);
  });

  it('sends nothing when push is not configured', async () => {
    const db = database.db;
    const user = await userWithDevices(db, token('phone'));
    const notification = await notificationFor(db, user.id);

    const result = await pushNotification(db, notification, { log, config: null });

    expect(result.skipped).toBe('unconfigured');
    expect(google.messages).toHaveLength(0);
  });

  it('reads the configuration from the environment when none is given', async () => {
    const db = database.db;
    const user = await userWithDevices(db, token('phone'));
    const notification = await notificationFor(db, user.id);
    const { resetEnvCache } = await import('@/server/env');
    delete process.env.FCM_SERVICE_ACCOUNT_JSON;
    delete process.env.FCM_SERVICE_ACCOUNT_FILE;
    resetEnvCache();
    expect((await pushNotification(db, notification, { log })).skipped).toBe('unconfigured');

    process.env.FCM_SERVICE_ACCOUNT_JSON = google.serviceAccountJson;
    process.env.FCM_BASE_URL = google.config.baseUrl;
    resetEnvCache();
    try {
      expect((await pushNotification(db, notification, { log })).sent).toBe(1);
    } finally {
      delete process.env.FCM_SERVICE_ACCOUNT_JSON;
      delete process.env.FCM_BASE_URL;
      resetEnvCache();
    }
  });
});
