import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/server/env';
import { notifyUser } from '@/server/notifications/notify-user';
import { registerJobs } from '@/server/register-jobs';
import { insertSession, insertUser } from '../../support/factories';
import { startFakeFcm, type FakeFcm } from '../../support/fake-fcm';
import { jobsIn, jobsSettled, startTestJobQueue } from '../../support/job-queue-kit';
import { setUpTestDatabase } from '../../support/test-database';

const database = setUpTestDatabase();
let google: FakeFcm;
beforeAll(async () => {
  google = await startFakeFcm();
  process.env.FCM_SERVICE_ACCOUNT_JSON = google.serviceAccountJson;
  process.env.FCM_BASE_URL = google.config.baseUrl;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.FCM_SERVICE_ACCOUNT_JSON;
  delete process.env.FCM_BASE_URL;
  resetEnvCache();
  await google.close();
});

describe('a notification pushed through the job queue (Google mocked by a local fake FCM)', () => {
  it('queues one push per notification and reaches each of the user’s devices once', async () => {
    const db = database.db;
    const user = await insertUser(db);
    await insertSession(db, user.id, { fcmId: 'phone-token' });
    await insertSession(db, user.id, { fcmId: 'laptop-token' });
    const event = {
      userId: user.id,
      type: 'listing_approved' as const,
      eventKey: `listing_approved:${user.id}`,
      params: { title: 'Loft by the park' },
      link: '/properties/loft-by-the-park',
    };
    const notice = await notifyUser(db, event);
    // The same event told again makes no notification and no push.
    expect(await notifyUser(db, event)).toBeNull();
    expect((await jobsIn(db, 'notifications.push')).map((job) => job.data)).toEqual([
      { userId: user.id, notificationId: notice!.id },
    ]);

    registerJobs();
    const queue = await startTestJobQueue(db);
    try {
      await jobsSettled(db, 'notifications.push');
    } finally {
      await queue.stop();
    }
    expect(google.messages.map((message) => message.token).sort()).toEqual([
      'laptop-token',
      'phone-token',
    ]);
    expect(google.messages[0]!.notification.body).toContain('Loft by the park');
  });
});
