import {
  notificationsPageSize,
  useNotificationList,
} from '@/api/notifications/get-notification-list';
import { useReadNotifications } from '@/api/notifications/read-notifications';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';
import { useNotificationLiveUpdates } from '@/hooks/use-notification-live-updates';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const pageHref = (page: number) => paths.notifications({ page: page > 1 ? page : null });

/**
 * The user's notifications, newest first, a page at a time: unread ones marked, each read by
 * following it or with its button, all at once with "Mark all read"; new ones arrive live.
 */
export function NotificationList() {
  const { t, tCount } = useSiteText();
  useNotificationLiveUpdates();
  const range = useUrlListPage(notificationsPageSize);
  const result = useNotificationList({ limit: range.limit, offset: range.offset });
  const read = useReadNotifications();
  const markRead = (id?: number) =>
    read.mutate(id === undefined ? {} : { id }, {
      onError: (error) => void notify('error', apiErrorText(error, t)),
    });
  return (
    <PagedList
      result={result}
      failedText={t('notifications_page.load_failed')}
      pageSize={notificationsPageSize}
      emptyText={t('notifications_page.empty')}
      pages={{
        page: range.page,
        hrefFor: pageHref,
        label: t('notifications_page.pagination_label'),
      }}
    >
      {(page) => (
        <>
          <div className={styles.listHead}>
            <p className={styles.count} role="status">
              {tCount('notifications_page.count', page.total)} ·{' '}
              {tCount('notifications_page.unread', page.unread)}
            </p>
            <Button
              variant="secondary"
              disabled={page.unread === 0 || (read.isPending && read.variables?.id === undefined)}
              onClick={() => markRead()}
            >
              {t('notifications_page.mark_all_read')}
            </Button>
          </div>
          <ul className={styles.list}>
            {page.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isBusy={read.isPending && read.variables?.id === notification.id}
                onRead={() => markRead(notification.id)}
              />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
