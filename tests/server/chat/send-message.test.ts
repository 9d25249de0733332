import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '@/contracts/dto/chat-dto';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpChatTestKit } from '../../support/chat-test-kit';
import { pdfBytes, photo } from '../../support/listing-test-kit';
import { withMediaServer } from '../../support/media-server';
import { jpegWithGps } from '../../support/test-images';

const kit = setUpChatTestKit();

const ogg = () => Buffer.concat([Buffer.from('OggS'), Buffer.alloc(400, 1)]);

describe('send_message', () => {
  it('starts a conversation with the owner about the listing, and both sides read it', async () => {
    const { owner, buyer, propertyId } = await kit.scene({ title: 'Loft on the quay' });
    const sent = dataOf(await kit.send(buyer, owner, propertyId, 'Is it still available?'));
    expect(sent).toMatchObject({
      sender_id: buyer.id,
      property_id: propertyId,
      message: 'Is it still available?',
      is_mine: true,
      read_at: null,
    });
    const ownerThread = await kit.thread(owner, buyer, propertyId);
    expect(dataOf(ownerThread).map((message) => [message.message, message.is_mine])).toEqual([
      ['Is it still available?', false],
    ]);
    expect(ownerThread.conversation).toMatchObject({
      property_title: 'Loft on the quay',
      is_owner: true,
      unread_count: 1,
      closed_reason: null,
      other_user: { id: buyer.id },
    });
    const [buyerChat] = await kit.chats(buyer);
    expect(buyerChat).toMatchObject({
      is_owner: false,
      unread_count: 0,
      other_user: { id: owner.id },
    });
    expect(buyerChat!.last_message).toMatchObject({ kind: 'text', is_mine: true });
  });

  it('sends as the session user whatever the body says, and never to oneself', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const forged = await kit.upload<ChatMessageDto>('send_message', {
      token: buyer.token,
      fields: {
        receiver_id: String(owner.id),
        property_id: String(propertyId),
        message: 'hello',
        sender_id: String(owner.id),
      },
    });
    expect(dataOf(forged).sender_id).toBe(buyer.id);
    const toSelf = await kit.send(owner, owner, propertyId, 'note to self');
    expect(toSelf.status).toBe(422);
    expect(failureOf(toSelf).errors?.receiver_id).toBeTruthy();
  });

  it('lets the owner answer but never start a conversation, and only writes to the owner', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    expect((await kit.send(owner, buyer, propertyId, 'Want to buy?')).status).toBe(404);
    const stranger = await kit.lister();
    expect((await kit.send(buyer, stranger, propertyId, 'hi')).status).toBe(422);
    dataOf(await kit.send(buyer, owner, propertyId, 'Hello'));
    expect(dataOf(await kit.send(owner, buyer, propertyId, 'Hello back')).is_mine).toBe(true);
  });

  it('refuses a first message about a listing that is not public', async () => {
    const { owner, buyer, propertyId } = await kit.scene({ reviewStatus: 'pending' });
    const refused = await kit.send(buyer, owner, propertyId, 'Hi');
    expect(refused.status).toBe(404);
  });

  it('asks for text, a file or a voice message, and caps the text', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const empty = await kit.send(buyer, owner, propertyId, '   ');
    expect(empty.status).toBe(422);
    expect(failureOf(empty).errors?.message).toMatch(/message/i);
    const long = await kit.send(buyer, owner, propertyId, 'x'.repeat(4001));
    expect(long.status).toBe(422);
  });

  it('keeps a photo without its EXIF, a PDF and a voice message, behind signed links', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const withPhoto = dataOf(
      await kit.send(buyer, owner, propertyId, '', [
        {
          field: 'file',
          filename: 'garden.jpg',
          bytes: await jpegWithGps(400, 300),
          type: 'image/jpeg',
        },
      ]),
    );
    expect(withPhoto.file).toMatchObject({ kind: 'image', name: 'garden.jpg' });
    expect(withPhoto.file!.url).toMatch(
      /^\/api\/media\/private\/chat\/.+-large\.webp\?expires=\d+&signature=/,
    );
    const withPdf = dataOf(
      await kit.send(buyer, owner, propertyId, 'The plan', [
        { field: 'file', filename: 'plan.pdf', bytes: pdfBytes(), type: 'application/pdf' },
        { field: 'audio', filename: 'voice.ogg', bytes: ogg(), type: 'audio/ogg' },
      ]),
    );
    expect(withPdf.file).toMatchObject({ kind: 'pdf', name: 'plan.pdf' });
    expect(withPdf.audio!.url).toMatch(/\.ogg\?expires=/);
    await withMediaServer(kit.storage, kit.db, async (origin) => {
      const voice = await fetch(new URL(withPdf.audio!.url, origin));
      expect(voice.status).toBe(200);
      expect(voice.headers.get('content-type')).toBe('audio/ogg');
      expect(
        Buffer.from(await voice.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('OggS');
      const unsigned = await fetch(new URL(withPdf.audio!.url.split('?')[0]!, origin));
      expect(unsigned.status).toBe(403);
      const photoVariant = await fetch(new URL(withPhoto.file!.url, origin));
      expect(photoVariant.headers.get('content-type')).toBe('image/webp');
    });
  });

  it('refuses files by their bytes and over their size caps', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const fakePdf = await kit.send(buyer, owner, propertyId, '', [
      { field: 'file', filename: 'plan.pdf', bytes: Buffer.from('<html>not a pdf</html>') },
    ]);
    expect(fakePdf.status).toBe(422);
    const imageAsAudio = await kit.send(buyer, owner, propertyId, '', [
      { ...(await photo()), field: 'audio', filename: 'voice.ogg' },
    ]);
    expect(imageAsAudio.status).toBe(422);
    const bigFile = await kit.send(buyer, owner, propertyId, '', [
      {
        field: 'file',
        filename: 'big.pdf',
        bytes: Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024)]),
      },
    ]);
    expect(bigFile.status).toBe(413);
    const bigAudio = await kit.send(buyer, owner, propertyId, '', [
      {
        field: 'audio',
        filename: 'long.ogg',
        bytes: Buffer.concat([ogg(), Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(bigAudio.status).toBe(413);
    expect(
      await kit.thread(buyer, owner, propertyId).then((thread) => thread.conversation),
    ).toBeNull();
  });

  it('closes a conversation whose listing was deleted, keeping it readable', async () => {
    const { owner, buyer, propertyId } = await kit.scene({ title: 'Gone soon' });
    dataOf(await kit.send(buyer, owner, propertyId, 'Still there?'));
    dataOf(
      await kit.call('POST', 'delete_property', { token: owner.token, json: { id: propertyId } }),
    );
    const refused = await kit.send(buyer, owner, propertyId, 'Hello?');
    expect(refused.status).toBe(409);
    expect(failureOf(refused).code).toBe('chat_closed');
    const thread = await kit.thread(buyer, owner, propertyId);
    expect(dataOf(thread)).toHaveLength(1);
    expect(thread.conversation).toMatchObject({
      property_title: 'Gone soon',
      listing_state: 'gone',
      closed_reason: 'listing_gone',
    });
  });

  it('limits new conversations a day apart from messages', async () => {
    const buyer = await kit.lister();
    const refusedAt: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const { owner, propertyId } = await kit.scene();
      const response = await kit.send(buyer, owner, propertyId, `Hello ${index}`);
      if (response.status === 429) refusedAt.push(index);
      else dataOf(response);
    }
    expect(refusedAt).toEqual([20]);
  });

  it('limits messages a minute per sender', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await kit.send(buyer, owner, propertyId, `Message ${index}`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const last = statuses[30];
    expect(last).toBe(429);
    expect(
      dataOf(await kit.send(owner, buyer, propertyId, 'The owner still answers')).is_mine,
    ).toBe(true);
  });

  it('lets nobody but its two participants read a conversation', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    dataOf(await kit.send(buyer, owner, propertyId, 'Private question'));
    const snoop = await kit.lister();
    expect(dataOf(await kit.thread(snoop, owner, propertyId))).toEqual([]);
    expect(dataOf(await kit.thread(snoop, buyer, propertyId))).toEqual([]);
    expect(await kit.chats(snoop)).toEqual([]);
    const visitor = await kit.call('GET', 'get_messages', {
      query: { user_id: owner.id, property_id: propertyId },
    });
    expect(visitor.status).toBe(401);
  });

  it('marks a deleted account and refuses messages to it', async () => {
    const { owner, buyer, propertyId } = await kit.scene();
    dataOf(await kit.send(buyer, owner, propertyId, 'Hi'));
    dataOf(await kit.send(owner, buyer, propertyId, 'Hello'));
    dataOf(
      await kit.call('POST', 'delete_user', { token: buyer.token, json: { userid: buyer.id } }),
    );
    const [chat] = await kit.chats(owner);
    expect(chat).toMatchObject({ closed_reason: 'account_deleted', other_user: { name: '' } });
    const thread = dataOf(await kit.thread(owner, buyer, propertyId));
    expect(thread.map((message) => message.message)).toEqual(['Hello', null]);
    expect((await kit.send(owner, buyer, propertyId, 'Anyone?')).status).toBe(409);
  });
});
