import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { LoadStatus } from '@/components/ui/load-status';
import type { Translate } from '@/hooks/use-translation';
import { useAppSelector } from '@/store/hooks';
import { selectNewUserChatData, type NewUserChatData } from '@/store/slices/cache-slice';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { ThreadHeader, type ThreadSubject } from './thread-header';
import { useChatThread, type ChatThreadId } from './use-chat-thread';
import { useMarkThreadRead } from './use-mark-thread-read';
import styles from './chat-thread.module.css';

/**
 * Who and what the conversation is about: the conversation's own, else (before the first
 * message) what the listing page handed over when the visitor asked to write.
 */
function subjectOf(
  thread: ChatThreadId,
  conversation: ChatConversationDto | null,
  started: NewUserChatData | null,
  t: Translate,
): ThreadSubject {
  if (conversation) {
    return {
      name: conversation.other_user.name,
      profile: conversation.other_user.profile,
      title: conversation.property_title,
      slug: conversation.property_slug,
      image: conversation.property_image,
    };
  }
  if (started && started.userId === thread.withUserId && started.propertyId === thread.propertyId) {
    return {
      name: started.name,
      profile: started.profile,
      title: started.propertyTitle,
      slug: started.propertySlug,
      image: started.propertyImage,
    };
  }
  return { name: t('chat.thread.new'), profile: null, title: null, slug: null, image: null };
}

export interface ChatThreadViewProps {
  thread: ChatThreadId;
  /** The composer takes the focus (the visitor came to write from a listing). */
  isComposing: boolean;
}

/** One conversation: its header, its messages paged backwards, and the composer. */
export function ChatThreadView({ thread, isComposing }: ChatThreadViewProps) {
  const { t } = useSiteText();
  const started = useAppSelector(selectNewUserChatData);
  const loaded = useChatThread(thread);
  const { conversation } = loaded;
  useMarkThreadRead(thread, loaded.messages, conversation?.unread_count ?? 0);
  const subject = subjectOf(thread, conversation, started, t);

  return (
    <section
      className={styles.thread}
      aria-label={t('chat.thread.messages', { name: subject.name })}
    >
      <ThreadHeader conversation={conversation} subject={subject} />
      {loaded.isLoaded ? (
        <>
          {!conversation && subject.title ? (
            <p className={styles.newNote}>
              {t('chat.composer.new_with', { name: subject.name, title: subject.title })}
            </p>
          ) : null}
          <MessageList thread={loaded} label={t('chat.thread.messages', { name: subject.name })} />
          <ChatComposer thread={thread} conversation={conversation} hasFocus={isComposing} />
        </>
      ) : (
        <LoadStatus
          isError={loaded.isError}
          failedText={t('chat.thread.failed')}
          onRetry={loaded.retry}
          className={styles.status}
        />
      )}
    </section>
  );
}
