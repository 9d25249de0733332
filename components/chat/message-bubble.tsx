import { useState } from 'react';
import { useDeleteChatMessage } from '@/api/chat/delete-chat-message';
import type { ChatAttachmentDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FailureLine } from '@/components/ui/failure-line';
import { useActionFailure } from '@/components/ui/use-action-failure';
import { chatTimeText } from './chat-time';
import { MessageText } from './message-text';
import styles from './message-bubble.module.css';

/** A file of a message: a photo shows small, any file opens by its name. */
function MessageFile({ file }: { file: ChatAttachmentDto }) {
  const { t } = useSiteText();
  return (
    <a className={styles.file} href={file.url} target="_blank" rel="noopener noreferrer">
      {file.kind === 'image' ? (
        <img className={styles.photo} src={file.url} alt="" loading="lazy" />
      ) : null}
      <span className="visually-hidden">{t('chat.message.file')}: </span>
      <bdi className={styles.fileName}>{file.name}</bdi>
    </a>
  );
}

export interface MessageBubbleProps {
  message: ChatMessageDto;
  /** The newest of the user's own messages the other side has read: it says "Seen". */
  isLastSeen: boolean;
}

/** One message: its text (links guarded), file or voice message, time, receipt and delete. */
export function MessageBubble({ message, isLastSeen }: MessageBubbleProps) {
  const { t, locale } = useSiteText();
  const remove = useDeleteChatMessage();
  const [isConfirming, setIsConfirming] = useState(false);
  const { failure, attempt } = useActionFailure('chat.message.delete_failed');
  const canDelete = message.is_mine && !message.is_deleted;

  const confirmDelete = async () => {
    await attempt(() => remove.mutateAsync(message.id));
    setIsConfirming(false);
  };

  return (
    <li className={message.is_mine ? styles.mine : styles.theirs} data-message-id={message.id}>
      <div className={styles.bubble}>
        {message.is_deleted ? (
          <p className={styles.deleted}>{t('chat.message.deleted')}</p>
        ) : (
          <>
            {message.message ? <MessageText text={message.message} /> : null}
            {message.file ? <MessageFile file={message.file} /> : null}
            {message.audio ? (
              <audio
                className={styles.audio}
                src={message.audio.url}
                controls
                preload="none"
                aria-label={t('chat.message.voice')}
              />
            ) : null}
          </>
        )}
      </div>
      <p className={styles.meta}>
        <time dateTime={message.created_at}>{chatTimeText(message.created_at, locale)}</time>
        {isLastSeen ? <span className={styles.seen}>{t('chat.message.seen')}</span> : null}
        {canDelete ? (
          <button type="button" className={styles.delete} onClick={() => setIsConfirming(true)}>
            {t('chat.message.delete')}
          </button>
        ) : null}
      </p>
      <FailureLine failure={failure} />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('chat.message.delete_title')}
        text={t('chat.message.delete_text')}
        confirmLabel={t('chat.message.delete')}
        isBusy={remove.isPending}
        isDanger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </li>
  );
}
