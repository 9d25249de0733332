import { useEffect, useState } from 'react';
import {
  obtainPushToken,
  readPushPermission,
  type PushPermission as Permission,
} from '@/api/notifications/push-messaging';
import { savePushToken } from '@/api/notifications/save-push-token';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fcmTokenReceived, selectFcmToken } from '@/store/slices/settings-slice';
import {
  readFirebaseMessagingConfig,
  type FirebaseMessagingConfig,
} from '@/utils/firebase-messaging-config';
import styles from './notifications.module.css';

const titleId = 'push-permission-title';

/** The browser's config, or null (a malformed value turns push off here rather than the page). */
function messagingConfig(): FirebaseMessagingConfig | null {
  try {
    return readFirebaseMessagingConfig();
  } catch {
    return null;
  }
}

/**
 * This browser's push switch on the notifications page: hidden when the site has no push
 * configured; otherwise what the browser allows — a button to turn push on, that it is on, how
 * to allow it when blocked, or the spec's banner when this browser cannot receive push.
 */
export function PushPermission() {
  const isPushOn = useSiteSettings().services.push_notifications;
  const [config] = useState(messagingConfig);
  return isPushOn && config ? <PushPermissionPanel config={config} /> : null;
}

function PushPermissionPanel({ config }: { config: FirebaseMessagingConfig }) {
  const { t } = useSiteText();
  const dispatch = useAppDispatch();
  const savedToken = useAppSelector(selectFcmToken);
  const [permission, setPermission] = useState<Permission | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  /** Gets this browser's token (asking when not yet allowed) and keeps it on the session. */
  const register = async (): Promise<void> => {
    const token = await obtainPushToken(config);
    if (!token) {
      setPermission(Notification.permission);
      return;
    }
    if (token !== savedToken) {
      await savePushToken.send(token);
      dispatch(fcmTokenReceived(token));
    }
    setPermission('granted');
  };

  useEffect(() => {
    let isCurrent = true;
    void readPushPermission()
      .catch((): Permission => 'unsupported')
      .then((found) => {
        if (!isCurrent) return;
        setPermission(found);
        // Allowed before: the token may have changed since, or this session lack it.
        if (found === 'granted') void register().catch(() => undefined);
      });
    return () => {
      isCurrent = false;
    };
    // Once per visit of the page: the config does not change, and `register` reads the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await register();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (permission === null) return null;
  return (
    <section className={styles.preferences} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('notifications_page.push.title')}
      </h2>
      {permission === 'unsupported' ? (
        <FormAlert tone="info">{t('chat.unsupported_browser')}</FormAlert>
      ) : permission === 'granted' ? (
        <p className={styles.note}>{t('notifications_page.push.on')}</p>
      ) : permission === 'denied' ? (
        <p className={styles.note}>{t('notifications_page.push.denied')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('notifications_page.push.intro')}</p>
          {hasFailed ? <FormAlert>{t('notifications_page.push.failed')}</FormAlert> : null}
          <div>
            <Button type="button" onClick={() => void turnOn()} disabled={isBusy}>
              {isBusy
                ? t('notifications_page.push.turning_on')
                : t('notifications_page.push.turn_on')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
