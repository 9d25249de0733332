import { describe, expect, it } from 'vitest';
import type { ChatBlockDto, UnreadCountsDto } from '@/contracts/dto/chat-dto';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpChatTestKit } from '../../support/chat-test-kit';
import { pdfBytes } from '../../support/listing-test-kit';
import { noticesOf } from '../../support/notifications-kit';
import { reportReasons } from '@/server/db/schema';

const kit = setUpChatTestKit();

const block = (as: { token: string }, json: Record<string, unknown>) =>
  kit.call<ChatBlockDto>('POST', 'block-user', { token: as.token, json });
const unblock = (as: { token: string }, json: Record<string, unknown>) =>
  kit.call<null>('POST', 'unblock-user', { token: as.token, json });
const unread = async (as: { token: string }) =>
  dataOf(await kit.call<UnreadCountsDto>('GET', 'get_unread_counts', { token: as.token }));

describe('get_messages paging', () => {
  it('pages back from the newest and stays put while new messages arrive', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    for (let index = 1; index <= 7; index += 1) {
      dataOf(await kit.send(buyer, owner, propertyId, `m${index}`));
    }
    const texts = (messages: { message: string | null }[]) => messages.map((m) => m.message);
    const first = dataOf(await kit.thread(owner, buyer, propertyId, { per_page: 3 }));
    expect(texts(first)).toEqual(['m7', 'm6', 'm5']);
    dataOf(await kit.send(buyer, owner, propertyId, 'm8'));
    const oldest = first.at(-1)!.id;
    const second = await kit.thread(owner, buyer, propertyId, { per_page: 3, before_id: oldest });
    expect(texts(dataOf(second))).toEqual(['m4', 'm3', 'm2']);
    const third = dataOf(
      await kit.thread(owner, buyer, propertyId, { per_page: 3, page: 2, before_id: oldest }),
    );
    expect(texts(third)).toEqual(['m1']);
    expect(second.body.error ? null : second.body.total).toBe(8);
  });
});

describe('mark_chat_read and unread counts', () => {
  it('counts unread messages per conversation and gives the sender a read receipt', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    dataOf(await kit.send(buyer, owner, propertyId, 'One'));
    const second = dataOf(await kit.send(buyer, owner, propertyId, 'Two'));
    expect((await unread(owner)).messages).toBe(2);
    expect((await unread(buyer)).messages).toBe(0);
    const receipt = dataOf(
      await kit.call<{ up_to_id: number; read_at: string }>('POST', 'mark_chat_read', {
        token: owner.token,
        json: { user_id: buyer.id, property_id: propertyId },
      }),
    );
    expect(receipt.up_to_id).toBe(second.id);
    expect((await unread(owner)).messages).toBe(0);
    const seen = dataOf(await kit.thread(buyer, owner, propertyId));
    expect(seen.every((message) => message.read_at === receipt.read_at)).toBe(true);
    const [chat] = await kit.chats(owner);
    expect(chat!.unread_count).toBe(0);
  });
});

describe('delete_chat_message', () => {
  it('removes only its sender’s own message, its file included, and keeps its place', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const mine = dataOf(
      await kit.send(buyer, owner, propertyId, 'Plan attached', [
        { field: 'file', filename: 'plan.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      ]),
    );
    const filesBefore = kit.storedFiles('private', 'chat', buyer.id);
    expect(filesBefore).toHaveLength(1);
    const theirs = await kit.call('POST', 'delete_chat_message', {
      token: owner.token,
      json: { message_id: mine.id },
    });
    expect(theirs.status).toBe(403);
    const stranger = await kit.lister();
    const unknown = await kit.call('POST', 'delete_chat_message', {
      token: stranger.token,
      json: { message_id: mine.id },
    });
    expect(unknown.status).toBe(404);
    dataOf(
      await kit.call('POST', 'delete_chat_message', {
        token: buyer.token,
        json: { message_id: mine.id },
      }),
    );
    const [seen] = dataOf(await kit.thread(owner, buyer, propertyId));
    expect(seen).toMatchObject({ id: mine.id, is_deleted: true, message: null, file: null });
    expect(kit.storedFiles('private', 'chat', buyer.id)).toEqual([]);
    const [chat] = await kit.chats(owner);
    expect(chat!.last_message).toMatchObject({ kind: 'deleted', text: null });
    expect((await unread(owner)).messages).toBe(0);
  });
});

describe('block-user and unblock-user', () => {
  it('stops messages both ways until the blocker unblocks, with the reason for the blocker', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    dataOf(await kit.send(buyer, owner, propertyId, 'Hello'));
    const made = dataOf(await block(owner, { to_user_id: buyer.id, reason: 'Spam offers' }));
    expect(made).toMatchObject({ to_admin: false, reason: 'Spam offers', user: { id: buyer.id } });
    const fromBlocked = await kit.send(buyer, owner, propertyId, 'Hello?');
    expect(fromBlocked.status).toBe(403);
    expect(failureOf(fromBlocked).code).toBe('chat_blocked');
    expect((await kit.send(owner, buyer, propertyId, 'Bye')).status).toBe(403);
    const [ownerChat] = await kit.chats(owner);
    expect(ownerChat).toMatchObject({
      closed_reason: 'blocked_by_you',
      block_reason: 'Spam offers',
    });
    const [buyerChat] = await kit.chats(buyer);
    expect(buyerChat).toMatchObject({ closed_reason: 'blocked_you', block_reason: null });
    const list = dataOf(
      await kit.call<ChatBlockDto[]>('GET', 'get_blocked_users', { token: owner.token }),
    );
    expect(list.map((entry) => entry.user?.id)).toEqual([buyer.id]);
    expect((await unblock(buyer, { to_user_id: owner.id })).status).toBe(404);
    dataOf(await unblock(owner, { to_user_id: buyer.id }));
    expect(dataOf(await kit.send(buyer, owner, propertyId, 'Thanks')).message).toBe('Thanks');
  });

  it('blocks the admin with to_admin, and only chat with the admin', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const admin = await kit.admin();
    dataOf(await kit.send(admin, owner, propertyId, 'About your photos'));
    dataOf(await block(owner, { to_admin: 1, reason: 'I do not want admin messages' }));
    expect(failureOf(await kit.send(admin, owner, propertyId, 'Again')).code).toBe('chat_blocked');
    expect(dataOf(await kit.send(buyer, owner, propertyId, 'Hi')).is_mine).toBe(true);
    const [adminChat] = await kit.chats(admin);
    expect(adminChat!.closed_reason).toBe('blocked_you');
    dataOf(await unblock(owner, { to_admin: 1 }));
    expect(dataOf(await kit.send(admin, owner, propertyId, 'Thanks')).is_mine).toBe(true);
  });

  it('asks for a reason and exactly one of a person and the admin', async () => {
    const me = await kit.lister();
    const other = await kit.lister();
    const noReason = await block(me, { to_user_id: other.id });
    expect(failureOf(noReason).errors?.reason).toBeTruthy();
    expect((await block(me, { to_user_id: other.id, to_admin: 1, reason: 'x' })).status).toBe(422);
    expect((await block(me, { reason: 'x' })).status).toBe(422);
    expect((await block(me, { to_user_id: me.id, reason: 'x' })).status).toBe(422);
    expect((await block(me, { to_user_id: 2_000_000_000, reason: 'x' })).status).toBe(404);
  });
});

describe('report-user', () => {
  it('reports a message or its sender once, and tells the reported person nothing', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const sent = dataOf(await kit.send(buyer, owner, propertyId, 'Pay a deposit by gift card'));
    const [reason] = await kit.db.insert(reportReasons).values({ reason: 'Scam' }).returning();
    const report = (as: { token: string }, json: Record<string, unknown>) =>
      kit.call<{ reported_user_id: number; message_id: number | null }>('POST', 'report-user', {
        token: as.token,
        json: { reason_id: reason!.id, ...json },
      });
    const stranger = await kit.lister();
    expect((await report(stranger, { message_id: sent.id })).status).toBe(404);
    expect((await report(buyer, { message_id: sent.id })).status).toBe(422);
    const made = await report(owner, { message_id: sent.id, other_message: 'Asks for gift cards' });
    expect(made.status).toBe(201);
    expect(dataOf(made)).toMatchObject({ reported_user_id: buyer.id, message_id: sent.id });
    expect(failureOf(await report(owner, { to_user_id: buyer.id })).code).toBe('conflict');
    expect((await report(owner, { to_user_id: 2_000_000_000 })).status).toBe(404);
    expect(await noticesOf(kit, buyer)).toEqual([]);
  });
});
