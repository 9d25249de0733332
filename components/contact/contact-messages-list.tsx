import { notify } from '@/utils/notify';
import { useContactMessages } from '@/api/contact/get-contact-messages';
import { useReadContactMessage } from '@/api/contact/read-contact-message';
import type { ContactMessagesPage } from '@/contracts/query-keys/contact-keys';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Pagination } from '@/components/ui/pagination';
import { ContactMessageItem } from './contact-message-item';
import styles from './contact-messages.module.css';

export interface ContactMessagesListProps {
  page: ContactMessagesPage;
  hrefFor: (page: number) => string;
}

/** One page of the contact messages, newest first, with their read state. */
export function ContactMessagesList({ page, hrefFor }: ContactMessagesListProps) {
  const { t, tCount } = useSiteText();
  const { data, isError, refetch } = useContactMessages(page);
  const read = useReadContactMessage();

  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('admin_messages.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) return <p className={styles.status}>{t('admin_messages.empty')}</p>;
  return (
    <>
      <p className={styles.count} role="status">
        {tCount('admin_messages.count', data.total)} ·{' '}
        {tCount('admin_messages.unread', data.unread)}
      </p>
      <ul className={styles.list}>
        {data.data.map((message) => (
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
      <Pagination
        page={Math.floor(page.offset / page.limit) + 1}
        pageCount={Math.ceil(data.total / page.limit)}
        hrefFor={hrefFor}
        label={t('admin_messages.pagination_label')}
      />
    </>
  );
}
