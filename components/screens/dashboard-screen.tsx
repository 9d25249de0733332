import { useProfile } from '@/api/account/get-profile';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { HeldPackageReminder } from '@/components/packages/held-package-reminder';
import { DashboardCards } from '@/components/account/dashboard-cards';
import styles from '@/components/account/dashboard-screen.module.css';
import { ProfileCompletenessCard } from '@/components/account/profile-completeness-card';
import { ProtectedPage } from '@/components/layout/protected-page';
import { UserAvatar } from '@/components/ui/user-avatar';

function DashboardContent({ user }: { user: SessionUserDto }) {
  const { t } = useSiteText();
  // The session's copy shows at once; the fetched profile is fresher when it arrives.
  const { data: profile } = useProfile();
  const current = profile ?? user;
  const name = current.name || current.email || current.mobile;

  return (
    <div className={styles.layout}>
      <header className={styles.greeting}>
        <UserAvatar name={name} src={current.profile} size={64} />
        <div>
          <h1 className={styles.title}>
            {current.name
              ? t('dashboard.greeting', { name: current.name })
              : t('dashboard.greeting_anonymous')}
          </h1>
          <p className={styles.muted}>{t('dashboard.intro')}</p>
        </div>
      </header>
      <ProfileCompletenessCard user={current} />
      <HeldPackageReminder />
      <DashboardCards />
    </div>
  );
}

/** /user/dashboard: a greeting, how complete the profile is, and the account's areas. */
export function DashboardScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('dashboard.title')}
      description={t('dashboard.intro')}
      canonicalPath={paths.dashboard()}
    >
      {(user) => <DashboardContent user={user} />}
    </ProtectedPage>
  );
}
