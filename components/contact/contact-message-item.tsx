import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/utils/intl-formatters';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './contact-messages.module.css';

export interface ContactMessageItemProps {
  message: ContactMessageDto;
  isBusy: boolean;
  onToggleRead: () => void;
}

/** One contact message: who wrote, when, the subject and text, and read or unread. */
export function ContactMessageItem({ message, isBusy, onToggleRead }: ContactMessageItemProps) {
  const { t, locale } = useSiteText();
  const sender = [message.first_name, message.last_name].filter(Boolean).join(' ');
  const sentAt = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.created_at),
  );
  const headingId = `contact-message-${message.id}`;
  return (
    <li>
      <article
        className={`${consoleStyles.item} ${styles.message}`}
        data-unread={message.is_read ? undefined : 'true'}
        aria-labelledby={headingId}
      >
        <header className={consoleStyles.itemHead}>
          <h2 id={headingId} className={styles.subject} dir="auto">
            {message.subject}
          </h2>
          {message.is_read ? null : <span className={styles.badge}>{t('admin_messages.new')}</span>}
        </header>
        <p className={consoleStyles.muted}>
          <bdi>{sender}</bdi> ·{' '}
          <a href={`mailto:${message.email}`} dir="ltr">
            {message.email}
          </a>{' '}
          · <time dateTime={message.created_at}>{sentAt}</time>
        </p>
        <p className={styles.text} dir="auto">
          {message.message}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={isBusy} onClick={onToggleRead}>
            {t(message.is_read ? 'admin_messages.mark_unread' : 'admin_messages.mark_read')}
          </Button>
        </div>
      </article>
    </li>
  );
}
