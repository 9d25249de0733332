import { useAdminSettings } from '@/api/settings/get-admin-settings';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { LoadStatus } from '@/components/ui/load-status';
import { adminPaths } from '@/utils/admin-paths';
import { SecretSettingsForm } from './secret-settings-form';
import { SiteSettingsForm } from './site-settings-form';
import styles from './settings.module.css';

/** /admin/settings: the site's settings, for administrators only; others see a 403 panel. */
export function AdminSettingsScreen() {
  const { t } = useSiteText();
  return (
    <AdminPage
      roles={['administrator']}
      title={t('admin_settings.title')}
      description={t('admin_settings.intro')}
      canonicalPath={adminPaths.settings()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('admin_settings.title')}</h1>
          <p className={styles.intro}>{t('admin_settings.intro')}</p>
        </header>
        <AdminSettingsForms />
      </div>
    </AdminPage>
  );
}

function AdminSettingsForms() {
  const { t } = useSiteText();
  const query = useAdminSettings();
  if (!query.data) {
    return (
      <LoadStatus
        isError={query.isError}
        failedText={t('admin_settings.load_failed')}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <>
      <SiteSettingsForm settings={query.data} />
      <SecretSettingsForm settings={query.data} />
    </>
  );
}
