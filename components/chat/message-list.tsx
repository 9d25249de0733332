import { useLayoutEffect, useRef } from 'react';
import type { ChatMessageDto } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { MessageBubble } from './message-bubble';
import type { ChatThread } from './use-chat-thread';
import styles from './chat-thread.module.css';

/** The id of the newest own message the other side has read ("Seen" goes under it). */
function lastSeenId(messages: readonly ChatMessageDto[]): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.is_mine && !message.is_deleted && message.read_at !== null) return message.id;
  }
  return null;
}

/** How close to the end (in pixels) still counts as reading the newest messages. */
const nearEnd = 120;

/**
 * A conversation's messages, oldest first, with "Load older messages" above them. Loading
 * older ones keeps the messages in view where they were; a new message scrolls into view when
 * the reader was at the end (or sent it).
 */
export function MessageList({ thread, label }: { thread: ChatThread; label: string }) {
  const { t } = useSiteText();
  const boxRef = useRef<HTMLDivElement>(null);
  const { messages } = thread;
  const firstId = messages[0]?.id ?? null;
  const last = messages[messages.length - 1];
  const seen = useRef({ firstId, lastId: null as number | null, height: 0, wasAtEnd: true });

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = seen.current;
    const isNewAtEnd = last !== undefined && last.id !== before.lastId;
    const toEnd = before.lastId === null || (isNewAtEnd && (before.wasAtEnd || last.is_mine));
    if (toEnd) {
      box.scrollTop = box.scrollHeight;
    } else if (firstId !== before.firstId) {
      // Older messages went in above: what was on screen stays where it was.
      box.scrollTop += box.scrollHeight - before.height;
    }
    seen.current = {
      firstId,
      lastId: last?.id ?? null,
      height: box.scrollHeight,
      wasAtEnd: toEnd || before.wasAtEnd,
    };
  }, [firstId, last]);

  const noteScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    seen.current.wasAtEnd = box.scrollHeight - box.scrollTop - box.clientHeight < nearEnd;
    seen.current.height = box.scrollHeight;
  };

  const seenId = lastSeenId(messages);
  return (
    <div ref={boxRef} className={styles.scroller} onScroll={noteScroll}>
      {thread.hasOlder || thread.olderFailed ? (
        <div className={styles.older}>
          {thread.olderFailed ? <p role="alert">{t('chat.thread.older_failed')}</p> : null}
          <Button variant="secondary" isBusy={thread.isLoadingOlder} onClick={thread.loadOlder}>
            {thread.olderFailed ? t('common.try_again') : t('chat.thread.load_older')}
          </Button>
        </div>
      ) : messages.length > 0 ? (
        <p className={styles.start}>{t('chat.thread.start')}</p>
      ) : null}
      {messages.length === 0 ? <p className={styles.empty}>{t('chat.thread.empty')}</p> : null}
      <ol className={styles.messages} aria-label={label} aria-live="polite">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} isLastSeen={message.id === seenId} />
        ))}
      </ol>
    </div>
  );
}
