import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import type { SendMessageInput } from '@/contracts/requests/chat-requests';
import { paths } from '@/utils/paths';
import { notifyUser } from '../notifications/notify-user';
import { publishLiveEvents } from '../realtime/publish-live-event';
import { AppError, notFound, validationFailed } from '../core/app-error';
import { enforceRateLimits, type RateLimitHit } from '../core/rate-limit';
import type { UploadedFiles, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { saveWithStagedFiles, type FileWork } from '../listings/save-listing-files';
import type { MediaWriter } from '../storage/media-storage';
import {
  checkChatFiles,
  storeChatAudio,
  storeChatFile,
  type StoredChatFile,
} from './chat-attachments';
import { blockBetween, closedReasonOf } from './chat-closure';
import { queueMissedMessagesEmail } from './missed-messages-job';
import { chatLinkSigner, chatMessageDto, chatSideOf, conversationDtos } from './chat-dto';
import {
  blocksBetween,
  findChatListing,
  findChatPeople,
  findConversationOfPair,
  findOrCreateConversation,
  hasOtherUnread,
  insertChatMessage,
  type ChatListing,
  type ChatMessageRow,
  type ConversationRow,
} from './chat-repository';

export interface SentMessage {
  data: ChatMessageDto;
  conversation: ChatConversationDto;
  /** The stored row and its conversation, for what follows a message (live events, alerts). */
  row: ChatMessageRow;
  conversationRow: ConversationRow;
}

const closedMessages = {
  listing_gone: 'This listing was deleted: the conversation can no longer receive messages.',
  account_deleted: 'This person is no longer on Hearth: the conversation is closed.',
  blocked_by_you: 'You blocked this person. Unblock them to write again.',
  blocked_you: 'This person does not accept your messages.',
} as const;

/**
 * Who the conversation is between: a buyer writing to the listing's owner (the first message
 * starts it, on a public listing only), or either of them writing in one that exists. The owner
 * never starts one, and nobody writes to themselves.
 */
async function conversationPair(
  db: Database,
  viewer: Viewer,
  input: SendMessageInput,
  listing: ChatListing | null,
): Promise<{ buyerId: number; ownerId: number; existing: ConversationRow | null }> {
  if (input.receiver_id === viewer.userId) {
    throw validationFailed({ receiver_id: 'validation.chat.self' });
  }
  const existing = await findConversationOfPair(
    db,
    input.property_id,
    viewer.userId,
    input.receiver_id,
  );
  if (existing) return { buyerId: existing.buyerId, ownerId: existing.ownerId, existing };
  if (!listing || !listing.isPublic) throw notFound('The listing');
  if (listing.ownerId === viewer.userId) {
    // The owner answers in a conversation a buyer started; there is none with this person.
    throw notFound('The conversation');
  }
  if (listing.ownerId !== input.receiver_id) {
    throw validationFailed({ receiver_id: 'Messages about a listing go to its owner.' });
  }
  return { buyerId: viewer.userId, ownerId: listing.ownerId, existing: null };
}

/**
 * `send_message`: the session's user (never a field) writes to `receiver_id` about
 * `property_id`: text, a file and a voice message, at least one. Refused when the listing is
 * gone, the other account is, or either has blocked the other (or the admin, with `to_admin`);
 * rate limited per sender, first messages to a new person more tightly. Files are checked by
 * their bytes and published once the message is committed.
 */
export async function sendMessage(
  db: Database,
  viewer: Viewer,
  input: SendMessageInput,
  files: UploadedFiles,
  work: FileWork,
): Promise<SentMessage> {
  const file = files.file?.[0];
  const audio = files.audio?.[0];
  const text = input.message.trim();
  if (!text && !file && !audio)
    throw validationFailed({ message: 'validation.chat.message_required' });
  const listing = await findChatListing(db, input.property_id);
  const pair = await conversationPair(db, viewer, input, listing);
  const [receiver] = await findChatPeople(db, [input.receiver_id]);
  const side = chatSideOf(viewer);
  const other = { id: input.receiver_id, isAdmin: receiver?.isAdmin ?? false };
  const block = blockBetween(await blocksBetween(db, side, other), side, other);
  const closed = closedReasonOf(listing, receiver ?? null, block);
  if (closed === 'listing_gone' || closed === 'account_deleted') {
    throw new AppError('chat_closed', closedMessages[closed]);
  }
  if (closed) throw new AppError('chat_blocked', closedMessages[closed]);
  const hits: RateLimitHit[] = [
    { rule: 'chatMessagesPerMinute', subject: String(viewer.userId) },
    { rule: 'chatMessagesPerDay', subject: String(viewer.userId) },
  ];
  if (!pair.existing)
    hits.push({ rule: 'chatNewConversationsPerDay', subject: String(viewer.userId) });
  await enforceRateLimits(db, hits);
  await checkChatFiles(file, audio);

  const store = async (batch: MediaWriter) => ({
    file: file ? await storeChatFile(batch, viewer.userId, file) : null,
    audio: audio ? await storeChatAudio(batch, viewer.userId, audio) : null,
  });
  const save = (stored: { file: StoredChatFile | null; audio: string | null }) =>
    runInTransaction(db, async (tx) => {
      const { conversation } = pair.existing
        ? { conversation: pair.existing }
        : await findOrCreateConversation(tx, {
            propertyId: input.property_id,
            propertyTitle: listing!.title,
            buyerId: pair.buyerId,
            ownerId: pair.ownerId,
          });
      const row = await insertChatMessage(tx, {
        conversationId: conversation.id,
        senderId: viewer.userId,
        message: text || null,
        file: stored.file?.key ?? null,
        fileKind: stored.file?.kind ?? null,
        fileName: stored.file?.name ?? null,
        audio: stored.audio,
      });
      return { row, conversation };
    });
  const { row, conversation } = await saveWithStagedFiles(work, store, save);
  const [sign, [summary]] = await Promise.all([
    chatLinkSigner(db),
    conversationDtos(db, side, [conversation]),
  ]);
  // Live: the receiver's streams, and the sender's other tabs.
  await publishLiveEvents(
    db,
    [input.receiver_id, viewer.userId].map((userId) => ({
      userId,
      type: 'message_new' as const,
      payload: chatMessageDto(row, conversation, userId, sign),
    })),
  );
  // One notification, and one email later should it stay unread, per unread run: the first
  // message the receiver has not read yet.
  if (!(await hasOtherUnread(db, conversation.id, input.receiver_id, row.id))) {
    await queueMissedMessagesEmail(db, {
      conversationId: conversation.id,
      receiverId: input.receiver_id,
      firstMessageId: row.id,
    });
    await notifyUser(db, {
      userId: input.receiver_id,
      type: 'new_message',
      eventKey: `new_message:${row.id}`,
      params: { name: viewer.name, title: listing?.title ?? conversation.propertyTitle },
      link: paths.chat({ with: viewer.userId, property: conversation.propertyId }),
    });
  }
  return {
    data: chatMessageDto(row, conversation, viewer.userId, sign),
    conversation: summary!,
    row,
    conversationRow: conversation,
  };
}
