import type { Logger } from '../core/logger';
import type { Database } from '../db/database';
import { findUserById } from '../accounts/accounts-repository';
import { sendCode } from '../email-and-sms/send-code';
import { getEnv } from '../env';
import {
  claimEmailDelivery,
  lastLivePresence,
  releaseEmailDelivery,
} from '../notifications/delivery-repository';
import { listPreferences } from '../notifications/notifications-repository';
import {
  unsubscribeParts,
  unsubscribeSecret,
  unsubscribeToken,
} from '../notifications/unsubscribe-link';
import { loadSiteSettings } from '../settings/site-settings';
import { paths } from '@/utils/paths';
import { composeMissedMessagesEmail } from './compose-missed-messages-email';
import {
  countUnreadFrom,
  findChatListing,
  findChatMessage,
  findConversation,
} from './chat-repository';

/** The job queued when a message starts an unread run: who may have missed what. */
export interface MissedMessagesJob {
  conversationId: number;
  receiverId: number;
  /** The first message of the run the receiver has not read. */
  firstMessageId: number;
}

export type MissedMessagesOutcome =
  'sent' | 'read' | 'was_online' | 'emails_off' | 'no_email' | 'already_sent' | 'closed';

/**
 * The email for messages left unread (run by the job queue some minutes after the first of
 * them): sent once per conversation and unread run, unless the messages were read meanwhile,
 * the receiver had the site open (a live stream) since, turned these emails off, or has no
 * proven email address. It counts the messages and links to the conversation; it never quotes
 * one. A failed delivery throws, so the queue tries again.
 */
export async function sendMissedMessagesEmail(
  db: Database,
  job: MissedMessagesJob,
  log: Logger,
): Promise<MissedMessagesOutcome> {
  const conversation = await findConversation(db, job.conversationId);
  const first = await findChatMessage(db, job.firstMessageId);
  if (!conversation || !first || first.conversationId !== conversation.id) return 'closed';
  const senderId =
    conversation.buyerId === job.receiverId ? conversation.ownerId : conversation.buyerId;
  if (senderId === job.receiverId || first.senderId !== senderId) return 'closed';
  const count = await countUnreadFrom(db, conversation.id, job.receiverId, first.id);
  if (count === 0) return 'read';
  const presence = await lastLivePresence(db, job.receiverId);
  if (presence && presence.getTime() >= first.createdAt.getTime()) return 'was_online';
  const choice = (await listPreferences(db, job.receiverId)).find(
    (row) => row.type === 'new_message',
  );
  const [receiver, sender] = await Promise.all([
    findUserById(db, job.receiverId),
    findUserById(db, senderId),
  ]);
  if (!receiver || !receiver.email || !receiver.emailVerifiedAt || receiver.deletedAt)
    return 'no_email';
  if (choice?.email === false || !receiver.notification) return 'emails_off';
  const key = `missed_messages:${conversation.id}:${job.receiverId}:${first.id}`;
  if (!(await claimEmailDelivery(db, key))) return 'already_sent';
  const env = getEnv();
  const siteUrl = env.publicSiteUrl;
  const token = unsubscribeToken(await unsubscribeSecret(db), {
    userId: job.receiverId,
    type: 'new_message',
  });
  const unsubscribe = unsubscribeParts(siteUrl, token);
  const listing = await findChatListing(db, conversation.propertyId);
  const email = composeMissedMessagesEmail({
    siteName: (await loadSiteSettings(db)).company.name,
    recipientName: receiver.name,
    senderName: sender && !sender.deletedAt ? sender.name : 'Someone',
    listingTitle: listing?.title ?? conversation.propertyTitle,
    count,
    conversationUrl: `${siteUrl}${paths.chat({ with: senderId, property: conversation.propertyId })}`,
    unsubscribeUrl: unsubscribe.pageUrl,
  });
  try {
    await sendCode(
      {
        channel: 'email',
        destination: receiver.email,
        ...email,
        code: null,
        headers: unsubscribe.headers,
      },
      { db, log },
    );
  } catch (error) {
    await releaseEmailDelivery(db, key);
    throw error;
  }
  return 'sent';
}
