import { missedMessagesEmailJob } from './chat/missed-messages-job';
import { defineJob } from './jobs/job-definitions';
import { pruneNotificationsJob } from './notifications/prune-notifications';
import { packagesEndingJob } from './packages/notify-packages-ending';
import { pushNotificationJob } from './push/push-job';

/**
 * Every job the queue works: each domain defines its own (name, work, schedule) and this list
 * registers them before the queue starts (instrumentation.ts). A new job also needs its queue
 * in scripts/db/write-job-queue-migration.mjs.
 */
export function registerJobs(): void {
  defineJob(missedMessagesEmailJob);
  defineJob(pruneNotificationsJob);
  defineJob(packagesEndingJob);
  defineJob(pushNotificationJob);
}
