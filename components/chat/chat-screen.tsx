import { useRouter } from 'next/router';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ChatThreadView } from './chat-thread';
import { ConversationList } from './conversation-list';
import type { ChatThreadId } from './use-chat-thread';
import { useChatLiveUpdates } from './use-chat-live-updates';
import styles from './chat-screen.module.css';

function idOf(value: string | string[] | undefined): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The conversation the URL opens (`?with=<user id>&property=<listing id>`), if any. */
function threadOf(query: Record<string, string | string[] | undefined>): ChatThreadId | null {
  const withUserId = idOf(query.with);
  const propertyId = idOf(query.property);
  return withUserId !== null && propertyId !== null ? { withUserId, propertyId } : null;
}

function ChatContent() {
  const { t } = useSiteText();
  const { query } = useRouter();
  const thread = threadOf(query);
  useChatLiveUpdates();
  return (
    <div className={styles.layout} data-view={thread ? 'thread' : 'list'}>
      <h1 className="visually-hidden">{t('chat.title')}</h1>
      <div className={styles.list}>
        <ConversationList openThread={thread} />
      </div>
      <div className={styles.thread}>
        {thread ? (
          <ChatThreadView
            // A new conversation starts with its own pages and composer.
            key={`${thread.withUserId}-${thread.propertyId}`}
            thread={thread}
            isComposing={query.compose === '1'}
          />
        ) : (
          <p className={styles.select}>{t('chat.select')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * /user/chat: the conversations beside the open one; on a phone, the list and the
 * conversation are two screens (the URL says which).
 */
export function ChatScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('chat.title')}
      description={t('chat.intro')}
      canonicalPath={paths.chat()}
    >
      {() => <ChatContent />}
    </ProtectedPage>
  );
}
