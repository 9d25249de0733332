import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useMarkChatRead } from '@/api/chat/mark-chat-read';
import type { ChatMessageDto } from '@/contracts/dto/chat-dto';
import type { ChatThreadId } from './use-chat-thread';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is in view (a hidden tab reads nothing). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/**
 * Marks a conversation read while it is on screen: when it opens with messages from the other
 * side not read yet, and again whenever a new one arrives, once per newest message.
 */
export function useMarkThreadRead(
  thread: ChatThreadId,
  messages: readonly ChatMessageDto[],
  unreadCount: number,
): void {
  const isVisible = usePageVisible();
  const { mutate } = useMarkChatRead();
  const markedUpTo = useRef(0);
  let newestIncoming = 0;
  let hasUnread = unreadCount > 0;
  for (const message of messages) {
    if (message.is_mine || message.is_deleted) continue;
    newestIncoming = Math.max(newestIncoming, message.id);
    if (message.read_at === null) hasUnread = true;
  }
  const { withUserId, propertyId } = thread;
  useEffect(() => {
    if (!isVisible || !hasUnread || newestIncoming <= markedUpTo.current) return;
    markedUpTo.current = newestIncoming;
    mutate({ user_id: withUserId, property_id: propertyId });
  }, [isVisible, hasUnread, newestIncoming, withUserId, propertyId, mutate]);
}
