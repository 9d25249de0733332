import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { NotificationList } from './notification-list';
import { NotificationPreferencesSection } from './notification-preferences-form';
import { PushPermission } from './push-permission';

/**
 * /user/notifications: the user's notifications, this browser's push switch, then how each kind
 * reaches them.
 */
export function NotificationsScreen() {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t('notifications_page.title')}
      description={t('notifications_page.intro')}
      canonicalPath={paths.notifications()}
    >
      {() => (
        <>
          <NotificationList />
          <PushPermission />
          <NotificationPreferencesSection />
        </>
      )}
    </AccountScreen>
  );
}
