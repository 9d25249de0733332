import { useEffect, useState } from 'react';
import {
  readPushPermission,
  type PushPermission as Permission,
} from '@/api/notifications/push-messaging';
import { useKeepPushToken } from '@/api/notifications/use-keep-push-token';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
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
  const keepPushToken = useKeepPushToken();
  const [permission, setPermission] = useState<Permission | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  // What the browser allows; a token it already gave is kept fresh by the page frame's
  // PushTokenRefresher (components/layout/push-token-refresh.tsx).
  useEffect(() => {
    let isCurrent = true;
    void readPushPermission()
      .catch((): Permission => 'unsupported')
      .then((found) => {
        if (isCurrent) setPermission(found);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setPermission(await keepPushToken(config));
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
