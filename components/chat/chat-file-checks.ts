import { chatLimits } from '@/contracts/requests/chat-requests';

/** The types of file a message may carry (the server checks the bytes again). */
const fileTypes = new Set([
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const fileEndings = /\.(jpe?g|png|pdf|docx?)$/i;

const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));

/** Why a chosen file cannot be sent, as a translation key and its values; null when it can. */
export interface FileProblem {
  key: string;
  vars?: Record<string, number>;
}

/** Checks a file before it is sent: its kind (by type, else by name) and its size. */
export function chatFileProblem(file: File): FileProblem | null {
  const isKnownKind = file.type ? fileTypes.has(file.type) : fileEndings.test(file.name);
  if (!isKnownKind) return { key: 'chat.composer.file_kind' };
  if (file.size > chatLimits.fileBytes) {
    return { key: 'chat.composer.file_too_big', vars: { max: megabytes(chatLimits.fileBytes) } };
  }
  return null;
}

/** Checks a recording before it is sent: its size. */
export function chatAudioProblem(audio: Blob): FileProblem | null {
  return audio.size > chatLimits.audioBytes
    ? { key: 'chat.composer.audio_too_big', vars: { max: megabytes(chatLimits.audioBytes) } }
    : null;
}

/** What the file input offers to choose. */
export const chatFileAccept = '.jpg,.jpeg,.png,.pdf,.doc,.docx,' + [...fileTypes].join(',');
