import { notify } from '@/utils/notify';
import { useContactMessages } from '@/api/contact/get-contact-messages';
import { useReadContactMessage } from '@/api/contact/read-contact-message';
import type { ContactMessagesPage } from '@/contracts/query-keys/contact-keys';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { pageOfOffset } from '@/hooks/use-list-page';
import { ContactMessageItem } from './contact-message-item';
import consoleStyles from '@/components/layout/console.module.css';

export interface ContactMessagesListProps {
  page: ContactMessagesPage;
  hrefFor: (page: number) => string;
}

/** One page of the contact messages, newest first, with their read state. */
export function ContactMessagesList({ page, hrefFor }: ContactMessagesListProps) {
  const { t, tCount } = useSiteText();
  const result = useContactMessages(page);
  const read = useReadContactMessage();
  return (
    <PagedList
      result={result}
      failedText={t('admin_messages.load_failed')}
      pageSize={page.limit}
      empty={<p className={consoleStyles.status}>{t('admin_messages.empty')}</p>}
      pages={{ page: pageOfOffset(page), hrefFor, label: t('admin_messages.pagination_label') }}
    >
      {(messages) => (
        <>
          <p className={consoleStyles.count} role="status">
            {tCount('admin_messages.count', messages.total)} ·{' '}
            {tCount('admin_messages.unread', messages.unread)}
          </p>
          <ul className={consoleStyles.list}>
            {messages.data.map((message) => (
              <ContactMessageItem
                key={message.id}
                message={message}
                isBusy={read.isPending && read.variables?.id === message.id}
                onToggleRead={() =>
                  read.mutate(
                    { id: message.id, isRead: !message.is_read },
                    { onError: (error) => void notify('error', apiErrorText(error, t)) },
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
