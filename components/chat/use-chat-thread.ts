import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSessionUserId } from '@/api/define-query';
import { messagesQuery, type ChatMessages } from '@/api/chat/get-messages';
import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { chatLimits } from '@/contracts/requests/chat-requests';

/** One conversation as a screen reads it: the other person and the listing. */
export interface ChatThreadId {
  withUserId: number;
  propertyId: number;
}

export interface ChatThread {
  /** The messages loaded so far, oldest first, each once. */
  messages: ChatMessageDto[];
  /** Null before the first message (or while the newest page loads). */
  conversation: ChatConversationDto | null;
  /** The newest page has arrived. */
  isLoaded: boolean;
  isError: boolean;
  retry: () => void;
  /** Older messages exist beyond those loaded. */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
}

const byId = (a: ChatMessageDto, b: ChatMessageDto) => a.id - b.id;

/**
 * A conversation's messages, paged backwards: the newest page, then a page before the oldest
 * message loaded for every "load older". Each older page is keyed by the message it starts
 * before, so it stays the same while new messages join the newest page (from sending or the
 * live stream); a message on two pages shows once.
 */
export function useChatThread({ withUserId, propertyId }: ChatThreadId): ChatThread {
  const userId = useSessionUserId();
  const [cursors, setCursors] = useState<number[]>([]);
  const pageOf = (before_id: number | null) => ({
    ...messagesQuery.options(userId, {
      user_id: withUserId,
      property_id: propertyId,
      per_page: chatLimits.perPage,
      before_id,
    }),
    enabled: userId !== null,
  });
  const results = useQueries({ queries: [null, ...cursors].map(pageOf) });
  const [newest] = results;
  const oldest = results[results.length - 1];

  const unique = new Map<number, ChatMessageDto>();
  for (const result of results) {
    for (const message of result.data?.messages ?? []) unique.set(message.id, message);
  }
  const messages = [...unique.values()].sort(byId);

  const lastPage: ChatMessages | undefined = oldest?.data;
  const hasOlder = lastPage !== undefined && lastPage.total > lastPage.messages.length;
  const firstId = messages[0]?.id;
  const loadOlder = useCallback(() => {
    if (firstId === undefined) return;
    setCursors((known) => (known.includes(firstId) ? known : [...known, firstId]));
  }, [firstId]);

  return {
    messages,
    conversation: newest?.data?.conversation ?? null,
    isLoaded: newest?.data !== undefined,
    isError: newest?.isError ?? false,
    retry: () => void newest?.refetch(),
    hasOlder,
    isLoadingOlder: cursors.length > 0 && oldest?.isPending === true,
    olderFailed: cursors.length > 0 && oldest?.isError === true,
    loadOlder: oldest?.isError ? () => void oldest.refetch() : loadOlder,
  };
}
