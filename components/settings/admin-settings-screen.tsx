import { useAdminSettings } from '@/api/settings/get-admin-settings';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Loaded } from '@/components/ui/load-status';
import { adminPaths } from '@/utils/admin-paths';
import { SecretSettingsForm } from './secret-settings-form';
import { SiteSettingsForm } from './site-settings-form';

/** /admin/settings: the site's settings, for administrators only; others see a 403 panel. */
export function AdminSettingsScreen() {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      roles={['administrator']}
      title={t('admin_settings.title')}
      description={t('admin_settings.intro')}
      canonicalPath={adminPaths.settings()}
    >
      <AdminSettingsForms />
    </ConsoleScreen>
  );
}

function AdminSettingsForms() {
  const { t } = useSiteText();
  const query = useAdminSettings();
  return (
    <Loaded result={query} failedText={t('admin_settings.load_failed')}>
      {(settings) => (
        <>
          <SiteSettingsForm settings={settings} />
          <SecretSettingsForm settings={settings} />
        </>
      )}
    </Loaded>
  );
}
