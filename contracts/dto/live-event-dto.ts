import type { ChatMessageDto } from './chat-dto';
import type { NotificationDto } from './notification-dto';

/**
 * What a signed-in user's live stream (`GET events`) carries, each event as its user reads it.
 * An event's `id` orders a user's events; a stream that reconnects sends the last id it saw
 * (`Last-Event-ID`) and gets what it missed, nothing twice.
 */
export interface LiveEventPayloads {
  /** A message arrived in one of the user's conversations (or they sent it from another tab). */
  message_new: ChatMessageDto;
  /** Its sender deleted a message. */
  message_deleted: { conversation_id: number; message_id: number };
  /** The other side read the user's messages up to `up_to_id`. */
  messages_read: { conversation_id: number; up_to_id: number; read_at: string };
  /** A new notification. */
  notification_new: NotificationDto;
  /** The user read notifications elsewhere (one id, or all when null). */
  notifications_read: { id: number | null };
}

export type LiveEventType = keyof LiveEventPayloads;

export const liveEventTypes = [
  'message_new',
  'message_deleted',
  'messages_read',
  'notification_new',
  'notifications_read',
] as const satisfies readonly LiveEventType[];

/** One event as the stream sends it (the SSE `id`, `event` and JSON `data`). */
export type LiveEvent = {
  [T in LiveEventType]: { id: number; type: T; payload: LiveEventPayloads[T] };
}[LiveEventType];
