import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId } from 'react';
import { useSessionUserId } from '@/api/define-query';
import {
  bellNotificationsCount,
  notificationListQuery,
  type NotificationListResult,
} from '@/api/notifications/get-notification-list';
import { useUnreadCounts } from '@/api/notifications/get-unread-counts';
import { useReadNotifications } from '@/api/notifications/read-notifications';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { useHeaderPanel } from '@/hooks/use-header-panel';
import { useNotificationLiveUpdates } from '@/hooks/use-notification-live-updates';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Icon, type IconProps } from './icons';
import styles from './notification-bell.module.css';
import { notificationSentence, notificationTime } from './notification-sentence';
import { useSiteText } from './use-site-text';

const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);

/** A badge's number: up to 99, then "99+". */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}

interface LatestItemProps {
  notification: NotificationDto;
  onFollow: (notification: NotificationDto) => void;
}

function LatestItem({ notification, onFollow }: LatestItemProps) {
  const { t, locale } = useSiteText();
  return (
    <li>
      <Link
        href={notification.link ?? paths.notifications()}
        prefetch={false}
        className={styles.item}
        data-unread={notification.is_read ? undefined : 'true'}
        onClick={() => onFollow(notification)}
      >
        <span className={styles.sentence}>{notificationSentence(notification, t, locale)}</span>
        <time className={styles.time} dateTime={notification.created_at}>
          {notificationTime(notification.created_at, locale)}
        </time>
        {notification.is_read ? null : (
          <span className="visually-hidden">{t('notifications.bell.unread')}</span>
        )}
      </Link>
    </li>
  );
}

interface LatestListProps {
  latest: { data?: NotificationListResult; isError: boolean };
  onFollow: (notification: NotificationDto) => void;
}

/** The open panel's latest notifications, or why there are none to show. */
function LatestList({ latest, onFollow }: LatestListProps) {
  const { t } = useSiteText();
  if (!latest.data) {
    return (
      <p className={styles.status} role="status">
        {t(latest.isError ? 'notifications.bell.load_failed' : 'common.loading')}
      </p>
    );
  }
  if (latest.data.data.length === 0) {
    return <p className={styles.status}>{t('notifications.bell.empty')}</p>;
  }
  return (
    <ul className={styles.list}>
      {latest.data.data.map((notification) => (
        <LatestItem key={notification.id} notification={notification} onFollow={onFollow} />
      ))}
    </ul>
  );
}

export interface NotificationBellProps {
  /** Called when a link is followed (the header closes its mobile menu). */
  onNavigate?: () => void;
}

/**
 * The signed-in user's badges in the header: unread messages (a link to the chat) and the bell
 * with its unread count, which opens the latest notifications with "Mark all read" and "See
 * all". Both counts follow the live stream; Escape or a click elsewhere closes the panel.
 */
export function NotificationBell({ onNavigate }: NotificationBellProps) {
  const { t, tCount } = useSiteText();
  useNotificationLiveUpdates();
  const userId = useSessionUserId();
  const counts = useUnreadCounts().data;
  const { isOpen, setIsOpen, panelId, rootRef, buttonProps } = useHeaderPanel();
  const latest = useQuery({
    ...notificationListQuery.options(userId, { limit: bellNotificationsCount, offset: 0 }),
    enabled: isOpen && userId !== null,
  });
  const read = useReadNotifications();
  const titleId = useId();

  const unread = counts?.notifications ?? 0;
  const messages = counts?.messages ?? 0;

  const follow = (notification?: NotificationDto) => {
    if (notification && !notification.is_read) read.mutate({ id: notification.id });
    setIsOpen(false);
    onNavigate?.();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {hasPage(paths.chat()) ? (
        <Link
          href={paths.chat()}
          prefetch={false}
          className={styles.button}
          onClick={() => onNavigate?.()}
        >
          <ChatIcon size={22} />
          <Badge count={messages} />
          <span className="visually-hidden">
            {messages > 0
              ? tCount('notifications.bell.messages', messages)
              : t('notifications.bell.messages_title')}
          </span>
        </Link>
      ) : null}
      <button {...buttonProps} className={styles.button}>
        <BellIcon size={22} />
        <Badge count={unread} />
        <span className="visually-hidden">
          {unread > 0 ? tCount('notifications.bell.label', unread) : t('notifications.bell.title')}
        </span>
      </button>
      <section id={panelId} className={styles.panel} hidden={!isOpen} aria-labelledby={titleId}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('notifications.bell.title')}
          </h2>
          <button
            type="button"
            className={styles.markAll}
            disabled={unread === 0 || read.isPending}
            onClick={() =>
              read.mutate({}, { onError: (error) => void notify('error', apiErrorText(error, t)) })
            }
          >
            {t('notifications.bell.mark_all_read')}
          </button>
        </header>
        {isOpen ? <LatestList latest={latest} onFollow={follow} /> : null}
        <Link
          href={paths.notifications()}
          prefetch={false}
          className={styles.seeAll}
          onClick={() => follow()}
        >
          {t('notifications.bell.see_all')}
        </Link>
      </section>
    </div>
  );
}
