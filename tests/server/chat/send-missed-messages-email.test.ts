import { describe, expect, it } from 'vitest';
import { getLogger } from '@/server/core/logger';
import { sendMissedMessagesEmail } from '@/server/chat/send-missed-messages-email';
import { noteLivePresence } from '@/server/notifications/delivery-repository';
import { dataOf } from '../../support/accounts-test-kit';
import { setUpChatTestKit } from '../../support/chat-test-kit';
import { insertCategory, insertProperty } from '../../support/factories';
import { messagesTo } from '../../support/outbox';
import { jobsIn, jobsSettled, makeJobsDue, startTestJobQueue } from '../../support/job-queue-kit';
import { registerJobs } from '@/server/register-jobs';

const kit = setUpChatTestKit();

/** An owner with a proven email, a listing and a buyer who wrote `count` messages. */
async function unreadRun(count: number) {
  const email = `owner.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const owner = await kit.lister({ name: 'Olga Owner', email, emailVerifiedAt: new Date() });
  const buyer = await kit.lister({ name: 'Bruno Buyer' });
  const listing = await insertProperty(kit.db, owner, await insertCategory(kit.db), {
    title: 'Flat by the tram',
  });
  const sent = [];
  for (let index = 0; index < count; index += 1) {
    sent.push(dataOf(await kit.send(buyer, owner, listing.id, `Secret words ${index}`)));
  }
  const job = {
    conversationId: sent[0]!.conversation_id,
    receiverId: owner.id,
    firstMessageId: sent[0]!.id,
  };
  return { owner, buyer, email, listing, job };
}

const run = (job: Parameters<typeof sendMissedMessagesEmail>[1]) =>
  sendMissedMessagesEmail(kit.db, job, getLogger());

describe('the missed-messages email', () => {
  it('counts the unread messages, links to the conversation, quotes none, and goes once', async () => {
    const { buyer, email, listing, job } = await unreadRun(2);
    expect(await run(job)).toBe('sent');
    expect(await run(job)).toBe('already_sent');
    const sent = await messagesTo(kit.dataDir, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Bruno Buyer sent you 2 new messages');
    expect(sent[0]!.text).toContain('“Flat by the tram”');
    expect(sent[0]!.text).toContain(`/user/chat?with=${buyer.id}&property=${listing.id}`);
    expect(sent[0]!.text).not.toContain('Secret words');
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0]!.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);
  });

  it('is not sent once the messages were read, or to someone who had the site open', async () => {
    const read = await unreadRun(1);
    dataOf(
      await kit.call('POST', 'mark_chat_read', {
        token: read.owner.token,
        json: { user_id: read.buyer.id, property_id: read.listing.id },
      }),
    );
    expect(await run(read.job)).toBe('read');
    const online = await unreadRun(1);
    await noteLivePresence(kit.db, online.owner.id, new Date(Date.now() + 1000));
    expect(await run(online.job)).toBe('was_online');
    expect(await messagesTo(kit.dataDir, read.email)).toEqual([]);
    expect(await messagesTo(kit.dataDir, online.email)).toEqual([]);
  });

  it('respects the email choice of new messages', async () => {
    const { owner, email, job } = await unreadRun(1);
    dataOf(
      await kit.call('POST', 'save_notification_preferences', {
        token: owner.token,
        json: { preferences: [{ type: 'new_message', in_app: true, push: true, email: false }] },
      }),
    );
    expect(await run(job)).toBe('emails_off');
    expect(await messagesTo(kit.dataDir, email)).toEqual([]);
  });

  it('is queued once per unread run, waits its delay, and the queue sends it once', async () => {
    const { owner, buyer, email, listing, job } = await unreadRun(2);
    const queued = (await jobsIn(kit.db, 'chat.missed-messages-email')).filter(
      (entry) => entry.data.conversationId === job.conversationId,
    );
    expect(queued.map((entry) => [entry.state, entry.data])).toEqual([['created', job]]);
    registerJobs();
    const queue = await startTestJobQueue(kit.db);
    try {
      // Not due yet: the delay (CHAT_EMAIL_DELAY_MINUTES, 10 by default) holds it.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await messagesTo(kit.dataDir, email)).toEqual([]);
      await makeJobsDue(kit.db, 'chat.missed-messages-email');
      await jobsSettled(kit.db, 'chat.missed-messages-email');
      expect(await messagesTo(kit.dataDir, email)).toHaveLength(1);
      // The same run told again sends nothing more.
      expect(await run(job)).toBe('already_sent');
      expect(await messagesTo(kit.dataDir, email)).toHaveLength(1);
      // Read, then a new message: a new run, a new job.
      dataOf(
        await kit.call('POST', 'mark_chat_read', {
          token: owner.token,
          json: { user_id: buyer.id, property_id: listing.id },
        }),
      );
      const next = dataOf(await kit.send(buyer, owner, listing.id, 'One more'));
      const jobs = (await jobsIn(kit.db, 'chat.missed-messages-email')).filter(
        (entry) => entry.data.conversationId === job.conversationId,
      );
      expect(jobs.map((entry) => entry.data.firstMessageId)).toEqual([job.firstMessageId, next.id]);
    } finally {
      await queue.stop();
    }
  });
});
