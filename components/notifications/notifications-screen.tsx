import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import pageStyles from '@/styles/page.module.css';
import { paths } from '@/utils/paths';
import { NotificationList } from './notification-list';
import { NotificationPreferencesSection } from './notification-preferences-form';
import { PushPermission } from './push-permission';
import styles from './notifications.module.css';

/**
 * /user/notifications: the user's notifications, this browser's push switch, then how each kind
 * reaches them.
 */
export function NotificationsScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('notifications_page.title')}
      description={t('notifications_page.intro')}
      canonicalPath={paths.notifications()}
    >
      {() => (
        <div className={pageStyles.workspace}>
          <header>
            <h1 className={pageStyles.title}>{t('notifications_page.title')}</h1>
            <p className={styles.intro}>{t('notifications_page.intro')}</p>
          </header>
          <NotificationList />
          <PushPermission />
          <NotificationPreferencesSection />
        </div>
      )}
    </ProtectedPage>
  );
}
