import Link from 'next/link';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { notificationSentence, notificationTime } from '@/components/layout/notification-sentence';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import styles from './notifications.module.css';

export interface NotificationItemProps {
  notification: NotificationDto;
  isBusy: boolean;
  /** Marks it read (following its link does too). */
  onRead: () => void;
}

/** One notification: its sentence (a link to its page when it has one), when, and unread or not. */
export function NotificationItem({ notification, isBusy, onRead }: NotificationItemProps) {
  const { t, locale } = useSiteText();
  const isUnread = !notification.is_read;
  const sentence = notificationSentence(notification, t, locale);
  const markRead = () => {
    if (isUnread) onRead();
  };
  return (
    <li>
      <article className={styles.item} data-unread={isUnread ? 'true' : undefined}>
        <p className={styles.sentence}>
          {notification.link ? (
            <Link
              href={notification.link}
              prefetch={false}
              className={styles.link}
              onClick={markRead}
            >
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        <p className={styles.meta}>
          {isUnread ? <span className={styles.badge}>{t('notifications_page.new')}</span> : null}
          <time dateTime={notification.created_at}>
            {notificationTime(notification.created_at, locale)}
          </time>
        </p>
        {isUnread ? (
          <div className={styles.itemActions}>
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={markRead}
              aria-label={`${t('notifications_page.mark_read')}: ${sentence}`}
            >
              {t('notifications_page.mark_read')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
