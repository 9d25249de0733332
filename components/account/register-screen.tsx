import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useRedirectSignedIn } from '@/hooks/use-require-session';
import { paths } from '@/utils/paths';
import { withNextPath } from '@/utils/safe-next-path';
import { AuthPage } from './auth-page';
import { RegisterForm } from './register-form';

/** /register: a new email account; afterwards the visitor goes to `next` or the dashboard. */
export function RegisterScreen() {
  useRedirectSignedIn();
  const { t } = useSiteText();
  const router = useRouter();
  const settings = useSiteSettings();

  return (
    <AuthPage
      title={t('auth.register.title')}
      intro={t('auth.register.intro', { name: settings.company_name })}
      canonicalPath={paths.register()}
      footer={
        <p>
          {t('auth.register.have_account')}{' '}
          <Link href={withNextPath(paths.login(), router.query.next)} prefetch={false}>
            {t('auth.register.sign_in')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
