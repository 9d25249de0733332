import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { useNotificationPreferences } from '@/api/notifications/get-notification-preferences';
import { useSaveNotificationPreferences } from '@/api/notifications/save-notification-preferences';
import type { NotificationPreferenceDto } from '@/contracts/dto/notification-dto';
import { notificationPreferencesSchema } from '@/contracts/requests/notification-requests';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadStatus } from '@/components/ui/load-status';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { changedPreferences, toPreferenceValues, type PreferenceValues } from './preference-values';
import styles from './notifications.module.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

const titleId = 'notification-preferences-title';

interface FixedBoxProps {
  isChecked: boolean;
  label: string;
  /** The id of the note that says why the box cannot change. */
  reasonId: string;
}

/** A channel's box the user cannot change, described by the note that says why. */
function FixedBox({ isChecked, label, reasonId }: FixedBoxProps) {
  return (
    <input
      type="checkbox"
      checked={isChecked}
      disabled
      readOnly
      aria-label={label}
      aria-describedby={reasonId}
    />
  );
}

interface PreferencesFormProps {
  saved: readonly NotificationPreferenceDto[];
}

/**
 * The table of every type × channel. In-app is always on (the domain's rule), so its boxes are
 * checked and fixed; push is fixed off while the site has no push configured.
 */
function PreferencesForm({ saved }: PreferencesFormProps) {
  const { t } = useSiteText();
  const isPushOn = useSiteSettings().services.push_notifications;
  const save = useSaveNotificationPreferences();
  const [notice, setNotice] = useState<Notice>(null);

  const validate = (values: PreferenceValues) =>
    validateWithSchema(
      notificationPreferencesSchema,
      { ...changedPreferences(values, saved) },
      'preferences',
    );

  const submit = async (values: PreferenceValues) => {
    setNotice(null);
    const body = changedPreferences(values, saved);
    if (body.preferences.length === 0) {
      setNotice({ tone: 'info', text: t('notifications_page.preferences.unchanged') });
      return;
    }
    try {
      await save.mutateAsync(body);
      setNotice({ tone: 'success', text: t('notifications_page.preferences.saved') });
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorText(error, t) });
    }
  };

  const channelName = (channel: 'in_app' | 'push' | 'email') =>
    t(`notifications_page.preferences.channel.${channel}`);

  return (
    <Formik
      initialValues={toPreferenceValues(saved)}
      validate={validate}
      onSubmit={submit}
      enableReinitialize
    >
      {({ values, isSubmitting, errors }) => (
        <Form className={styles.preferences} noValidate aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('notifications_page.preferences.title')}
          </h2>
          <p className={styles.note}>{t('notifications_page.preferences.intro')}</p>
          {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
          {typeof errors.preferences === 'string' ? (
            <FormAlert tone="error">{errors.preferences}</FormAlert>
          ) : null}
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('notifications_page.preferences.type')}</th>
                  <th scope="col">{channelName('in_app')}</th>
                  <th scope="col">{channelName('push')}</th>
                  <th scope="col">{channelName('email')}</th>
                </tr>
              </thead>
              <tbody>
                {values.preferences.map((row, index) => {
                  const typeName = t(`notifications_page.preferences.type_names.${row.type}`);
                  const labelOf = (channel: 'in_app' | 'push' | 'email') =>
                    t('notifications_page.preferences.choice_label', {
                      channel: channelName(channel),
                      type: typeName,
                    });
                  return (
                    <tr key={row.type}>
                      <th scope="row">{typeName}</th>
                      <td>
                        <FixedBox
                          isChecked
                          label={labelOf('in_app')}
                          reasonId="notification-in-app-always"
                        />
                      </td>
                      <td>
                        {isPushOn ? (
                          <Field
                            type="checkbox"
                            name={`preferences.${index}.push`}
                            aria-label={labelOf('push')}
                          />
                        ) : (
                          <FixedBox
                            isChecked={false}
                            label={labelOf('push')}
                            reasonId="notification-push-off"
                          />
                        )}
                      </td>
                      <td>
                        <Field
                          type="checkbox"
                          name={`preferences.${index}.email`}
                          aria-label={labelOf('email')}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p id="notification-in-app-always" className={styles.note}>
            {t('notifications_page.preferences.in_app_always')}
          </p>
          {isPushOn ? null : (
            <p id="notification-push-off" className={styles.note}>
              {t('notifications_page.preferences.push_off')}
            </p>
          )}
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {t(
                isSubmitting
                  ? 'notifications_page.preferences.saving'
                  : 'notifications_page.preferences.save',
              )}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The user's choices of how each kind of notification reaches them. */
export function NotificationPreferencesSection() {
  const { t } = useSiteText();
  const result = useNotificationPreferences();
  if (!result.data) {
    return (
      <LoadStatus
        isError={result.isError}
        failedText={t('notifications_page.preferences.load_failed')}
        onRetry={result.refetch}
        className={styles.status}
      />
    );
  }
  return <PreferencesForm saved={result.data} />;
}
