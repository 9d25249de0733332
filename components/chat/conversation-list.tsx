import { chatsPageSize, useChats } from '@/api/chat/get-chats';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useLocalListPage } from '@/hooks/use-list-page';
import { ConversationRow } from './conversation-row';
import type { ChatThreadId } from './use-chat-thread';
import styles from './conversation-list.module.css';

/** The user's conversations, the latest message first, a page at a time (newer / older). */
export function ConversationList({ openThread }: { openThread: ChatThreadId | null }) {
  const { t } = useSiteText();
  const { page, limit, offset, setPage } = useLocalListPage(chatsPageSize);
  const result = useChats({ limit, offset });
  return (
    <nav className={styles.panel} aria-label={t('chat.list.title')}>
      <h2 className={styles.heading}>{t('chat.list.title')}</h2>
      <PagedList
        result={result}
        failedText={t('chat.list.failed')}
        statusClassName={styles.status}
        pageSize={chatsPageSize}
        emptyText={t('chat.list.empty')}
        pages={(pageCount) =>
          pageCount > 1 ? (
            <div className={styles.pages} role="group" aria-label={t('chat.list.pages')}>
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('chat.list.newer')}
              </Button>
              <Button
                variant="ghost"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('chat.list.older')}
              </Button>
            </div>
          ) : null
        }
      >
        {(conversations) => (
          <ul className={styles.list} aria-busy={result.isFetching || undefined}>
            {conversations.data.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                isOpen={
                  openThread !== null &&
                  conversation.other_user.id === openThread.withUserId &&
                  conversation.property_id === openThread.propertyId
                }
              />
            ))}
          </ul>
        )}
      </PagedList>
    </nav>
  );
}
