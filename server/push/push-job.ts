import type { Database } from '../db/database';
import { getEnv } from '../env';
import type { JobDefinition } from '../jobs/job-definitions';
import { queueJob } from '../jobs/queue-job';
import { findNotification } from '../notifications/notifications-repository';
import { pushNotification } from './push-notification';

/** Which notification to push (its user's devices are read when the job runs). */
export interface PushJob {
  userId: number;
  notificationId: number;
}

/**
 * Pushes one notification to its user's devices, soon after it was made. A notification pruned
 * or gone meanwhile pushes nothing; a failure FCM may recover from throws, and the queue tries
 * again (each device is pushed once: `push_deliveries`).
 */
export const pushNotificationJob: JobDefinition<PushJob> = {
  name: 'notifications.push',
  work: async ({ userId, notificationId }, { db, log }) => {
    const row = await findNotification(db, userId, notificationId);
    if (!row) return 'gone';
    return pushNotification(db, { ...row, userId }, { log });
  },
};

/**
 * Queues the push of a new notification, when push is configured (a service account is set):
 * in the notifying transaction, so a notification rolled back is never pushed.
 */
export async function queuePush(db: Database, job: PushJob): Promise<void> {
  const { serviceAccountJson, serviceAccountFile } = getEnv().fcm;
  if (!serviceAccountJson && !serviceAccountFile) return;
  await queueJob(db, pushNotificationJob.name, job, { uniqueKey: `push:${job.notificationId}` });
}
