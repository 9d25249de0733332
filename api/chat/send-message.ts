import type { ApiSuccess } from '@/contracts/api-envelope';
import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { defineMutation } from '../define-mutation';
import { addChatMessage, refreshChatLists } from './chat-cache';

export interface SendMessageRequest {
  receiver_id: number;
  property_id: number;
  message: string;
  /** A photo, PDF or Word file (≤ chatLimits.fileBytes). */
  file: File | null;
  /** A voice message recorded in the browser (≤ chatLimits.audioBytes). */
  audio: Blob | null;
}

export interface SentMessage {
  message: ChatMessageDto;
  /** The conversation as it is now (the first message makes it). */
  conversation: ChatConversationDto | undefined;
}

/** The file name a recording is sent under, from its type (the server checks its bytes). */
function audioName(audio: Blob): string {
  if (audio.type.includes('ogg')) return 'voice.ogg';
  if (audio.type.includes('mp4') || audio.type.includes('aac')) return 'voice.m4a';
  if (audio.type.includes('mpeg')) return 'voice.mp3';
  return 'voice.webm';
}

/**
 * POST `send_message` (multipart): the session's user writes to `receiver_id` about
 * `property_id`. The message joins its conversation's newest page at once; the lists are
 * fetched again (the conversation moves to the top).
 */
export const sendMessage = defineMutation('POST', 'send_message', {
  body: (input: SendMessageRequest) => {
    const form = new FormData();
    form.append('receiver_id', String(input.receiver_id));
    form.append('property_id', String(input.property_id));
    form.append('message', input.message.trim());
    if (input.file) form.append('file', input.file, input.file.name);
    if (input.audio) form.append('audio', input.audio, audioName(input.audio));
    return form;
  },
  answer: (
    envelope: ApiSuccess<ChatMessageDto> & { conversation?: ChatConversationDto },
  ): SentMessage => ({
    message: envelope.data,
    conversation: envelope.conversation,
  }),
  onSuccess: (sent, _input, _snapshot, { client }) => {
    addChatMessage(client, sent.message, sent.conversation);
    void refreshChatLists(client);
  },
});

export const useSendMessage = sendMessage.use;
