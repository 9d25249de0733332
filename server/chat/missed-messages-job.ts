import type { JobDefinition } from '../jobs/job-definitions';
import { queueJob } from '../jobs/queue-job';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import { sendMissedMessagesEmail, type MissedMessagesJob } from './send-missed-messages-email';

/** The email about messages left unread, run CHAT_EMAIL_DELAY_MINUTES after the first. */
export const missedMessagesEmailJob: JobDefinition<MissedMessagesJob> = {
  name: 'chat.missed-messages-email',
  work: (payload, { db, log }) => sendMissedMessagesEmail(db, payload, log),
};

/**
 * Queues the email for an unread run that `job.firstMessageId` starts: one job per conversation,
 * receiver and run, however often it is asked for.
 */
export function queueMissedMessagesEmail(db: Database, job: MissedMessagesJob): Promise<boolean> {
  return queueJob(db, missedMessagesEmailJob.name, job, {
    startAfterSeconds: getEnv().chatEmailDelayMinutes * 60,
    uniqueKey: `missed_messages:${job.conversationId}:${job.receiverId}:${job.firstMessageId}`,
  });
}
