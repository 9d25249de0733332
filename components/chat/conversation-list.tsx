import { chatsPageSize, useChats } from '@/api/chat/get-chats';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { useLocalListPage } from '@/hooks/use-list-page';
import { ConversationRow } from './conversation-row';
import type { ChatThreadId } from './use-chat-thread';
import styles from './conversation-list.module.css';
import { PageButtons } from '@/components/ui/page-buttons';

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
        pages={(pageCount) => (
          <PageButtons
            page={page}
            pageCount={pageCount}
            onPage={setPage}
            label={t('chat.list.pages')}
            previousText={t('chat.list.newer')}
            nextText={t('chat.list.older')}
            className={styles.pages}
          />
        )}
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
