import { useProfile } from '@/api/account/get-profile';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/utils/paths';
import { BlockedPeopleSection } from './blocked-people-section';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileForm } from './profile-form';
import styles from './profile-screen.module.css';
import { ProtectedPage } from '@/components/layout/protected-page';

function ProfileContent({ user }: { user: SessionUserDto }) {
  const { t } = useSiteText();
  const { data: profile, isError, refetch } = useProfile();

  return (
    <div className={styles.layout}>
      <header>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        <p className={styles.intro}>{t('profile.intro')}</p>
      </header>
      {profile ? <ProfileForm profile={profile} /> : null}
      {!profile && isError ? (
        <FormAlert>
          <p>{t('profile.load_failed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </Button>
        </FormAlert>
      ) : null}
      {!profile && !isError ? <p role="status">{t('common.loading')}</p> : null}
      <BlockedPeopleSection />
      <DeleteAccountSection userId={user.id} />
    </div>
  );
}

/** /user/profile: every profile field, the photo, the people blocked, and deleting the account. */
export function ProfileScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('profile.title')}
      description={t('profile.intro')}
      canonicalPath={paths.profile()}
    >
      {(user) => <ProfileContent user={user} />}
    </ProtectedPage>
  );
}
