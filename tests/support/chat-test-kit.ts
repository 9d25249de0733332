import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { createDiskStorage, type MediaStorage } from '@/server/storage/media-storage';
import { insertCategory, insertProperty } from './factories';
import type { ApiTestResponse } from './api-test-server';
import type { UploadFile } from './accounts-test-kit';
import { setUpListingTestKit, type Lister, type ListingTestKit } from './listing-test-kit';

/** A listing's owner, a buyer writing about it, and the listing. */
export interface ChatScene {
  owner: Lister;
  buyer: Lister;
  propertyId: number;
}

export interface ChatTestKit extends ListingTestKit {
  /** A fresh owner with a public listing, and a fresh buyer. */
  scene(listing?: Parameters<typeof insertProperty>[3]): Promise<ChatScene>;
  /** send_message as `from` (multipart, as the composer sends it). */
  send(
    from: Lister,
    to: { id: number },
    propertyId: number,
    message: string,
    files?: UploadFile[],
  ): Promise<ApiTestResponse<ChatMessageDto>>;
  /** get_messages as `reader` with `other` about the listing. */
  thread(
    reader: Lister,
    other: { id: number },
    propertyId: number,
    query?: Record<string, number>,
  ): Promise<ApiTestResponse<ChatMessageDto[]> & { conversation: ChatConversationDto | null }>;
  chats(reader: Lister): Promise<ChatConversationDto[]>;
  /** The disk storage the API stores this file's uploads in. */
  storage(): MediaStorage;
}

/** The listing test kit, with people who chat about a listing (every call through the API). */
export function setUpChatTestKit(env: Record<string, string> = {}): ChatTestKit {
  const kit = setUpListingTestKit(env) as ChatTestKit;
  kit.scene = async (listing = {}) => {
    const owner = await kit.lister();
    const buyer = await kit.lister();
    const category = await insertCategory(kit.db);
    const property = await insertProperty(kit.db, owner, category, listing);
    return { owner, buyer, propertyId: property.id };
  };
  kit.send = (from, to, propertyId, message, files = []) =>
    kit.upload<ChatMessageDto>('send_message', {
      token: from.token,
      fields: { receiver_id: String(to.id), property_id: String(propertyId), message },
      files,
    });
  kit.thread = async (reader, other, propertyId, query = {}) => {
    const response = await kit.call<ChatMessageDto[]>('GET', 'get_messages', {
      token: reader.token,
      query: { user_id: other.id, property_id: propertyId, ...query },
    });
    const conversation =
      'conversation' in response.body
        ? (response.body as { conversation: ChatConversationDto | null }).conversation
        : null;
    return Object.assign(response, { conversation });
  };
  kit.storage = () => createDiskStorage(kit.uploadsDir);
  kit.chats = async (reader) => {
    const response = await kit.call<ChatConversationDto[]>('GET', 'get_chats', {
      token: reader.token,
    });
    if (response.body.error) throw new Error(`get_chats failed: ${response.body.message}`);
    return response.body.data;
  };
  return kit;
}
