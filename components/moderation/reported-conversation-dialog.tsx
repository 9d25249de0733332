import { useReportedConversation } from '@/api/admin-reports/get-reported-conversation';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from '@/components/ui/modal';
import { dateTimeFormat } from '@/utils/intl-formatters';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './reports.module.css';

/** The reported chat (reporter and reported person only), read in a dialog; reading is audited. */
export function ReportedConversationDialog({
  reportId,
  onClose,
}: {
  /** The chat report; null when the dialog is closed. */
  reportId: number | null;
  onClose: () => void;
}) {
  const { t, locale } = useSiteText();
  const result = useReportedConversation(reportId ?? 0);
  const conversation = result.data;
  const nameOf = (senderId: number) =>
    conversation?.reporter.id === senderId
      ? conversation.reporter.name
      : (conversation?.reported.name ?? '');
  return (
    <Modal
      isOpen={reportId !== null}
      title={t('admin_reports.conversation_title')}
      onClose={onClose}
    >
      {result.isError ? <p role="alert">{t('admin_reports.conversation_failed')}</p> : null}
      {conversation ? (
        <>
          <p className={consoleStyles.muted}>
            {t('admin_reports.conversation_about', {
              title: conversation.listing_title,
              reporter: conversation.reporter.name,
              reported: conversation.reported.name,
            })}
          </p>
          <ol className={styles.messages}>
            {conversation.messages.map((message) => (
              <li key={message.id} className={styles.message}>
                <span className={styles.sender}>
                  {nameOf(message.sender_id)} ·{' '}
                  <time dateTime={message.created_at}>
                    {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(message.created_at),
                    )}
                  </time>
                </span>
                <span>
                  {message.is_deleted
                    ? t('admin_reports.message_deleted')
                    : (message.text ?? t('admin_reports.message_file'))}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {!conversation && !result.isError ? <p role="status">{t('common.loading')}</p> : null}
    </Modal>
  );
}
