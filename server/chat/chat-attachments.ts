import type { ChatFileKind } from '@/contracts/dto/chat-dto';
import { chatLimits } from '@/contracts/requests/chat-requests';
import { validationFailed } from '../core/app-error';
import { fileKindExtensions, type FileKind } from '../core/detect-file-kind';
import type { UploadSpec, UploadedFile } from '../core/route';
import { privateFolder } from '../media/private-media-links';
import { checkDocument } from '../storage/check-document';
import { checkImage } from '../storage/check-image';
import { storeImage } from '../storage/image-variants';
import { documentDisplayName } from '../storage/listing-uploads';
import type { MediaWriter } from '../storage/media-storage';
import { storeFile } from '../storage/store-file';

const imageKinds: readonly FileKind[] = ['jpeg', 'png'];
const documentKinds: readonly FileKind[] = ['pdf', 'doc', 'docx'];
/** Voice messages as browsers record them (WebM/Opus, Ogg, MP4/AAC) and MP3. */
const audioKinds: readonly FileKind[] = ['webm', 'ogg', 'm4a', 'mp3'];

/** send_message's files: one `file` (a photo or a document, ≤ 2 MB), one `audio` (≤ 5 MB). */
export const chatUploads: readonly UploadSpec[] = [
  { field: 'file', maxBytes: chatLimits.fileBytes, kinds: [...imageKinds, ...documentKinds] },
  { field: 'audio', maxBytes: chatLimits.audioBytes, kinds: audioKinds },
];

/** A chat photo may be small (a screenshot of a floor plan), never a decompression bomb. */
const chatPhotoRules = { field: 'file', minWidth: 1, minHeight: 1, maxPixels: 40_000_000 };

/** Checks a message's files by their content, before anything is stored. */
export async function checkChatFiles(
  file: UploadedFile | undefined,
  audio: UploadedFile | undefined,
): Promise<void> {
  if (file) {
    if (imageKinds.includes(file.kind)) await checkImage(file.bytes, chatPhotoRules);
    else checkDocument(file.bytes, file.kind, 'file');
  }
  if (audio && !audioKinds.includes(audio.kind)) {
    throw validationFailed({ audio: 'A voice message is WebM, Ogg, MP4 or MP3 audio.' });
  }
}

/** Where a sender's files live: private, served to the two participants through signed links only. */
const chatFolder = (senderId: number) => `${privateFolder}/chat/${senderId}`;

export interface StoredChatFile {
  key: string;
  kind: ChatFileKind;
  name: string;
}

/**
 * Stores a checked file under a server-made name: a photo re-encoded to WebP (EXIF and any GPS
 * position dropped), a document as it is; the sender's name for it, cleaned, is kept for display.
 */
export async function storeChatFile(
  storage: MediaWriter,
  senderId: number,
  file: UploadedFile,
): Promise<StoredChatFile> {
  const stem = documentDisplayName(file.filename, 'pdf').replace(/\.pdf$/, '');
  const name = `${stem}.${fileKindExtensions[file.kind]}`;
  if (imageKinds.includes(file.kind)) {
    try {
      return {
        key: await storeImage(storage, file.bytes, chatFolder(senderId)),
        kind: 'image',
        name,
      };
    } catch (error) {
      // File system errors carry a code and stay 500s; sharp's decoding errors are the file's.
      if (error instanceof Error && 'code' in error) throw error;
      throw validationFailed({ file: 'The image could not be read.' });
    }
  }
  const kind: ChatFileKind = file.kind === 'pdf' ? 'pdf' : 'word';
  return { key: await storeFile(storage, file.bytes, chatFolder(senderId), file.kind), kind, name };
}

/** Stores a voice message as it was recorded. */
export function storeChatAudio(
  storage: MediaWriter,
  senderId: number,
  audio: UploadedFile,
): Promise<string> {
  return storeFile(storage, audio.bytes, chatFolder(senderId), audio.kind);
}
