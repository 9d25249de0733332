import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { useRedirectSignedIn } from '@/hooks/use-require-session';
import { paths } from '@/utils/paths';
import { withNextPath } from '@/utils/safe-next-path';
import { AuthPage } from './auth-page';
import styles from './auth-form.module.css';
import { CodeSignInForm } from './code-sign-in-form';
import { EmailSignInForm } from './email-sign-in-form';
import { GoogleSignInButton } from './google-sign-in-button';

type SignInMethod = 'password' | 'code';

/**
 * /login: email and password, or a one-time code by phone or email, or Google when the site has
 * it. Afterwards (or when already signed in) the visitor goes to `next` or the dashboard.
 */
export function SignInScreen() {
  useRedirectSignedIn();
  const { t } = useSiteText();
  const router = useRouter();
  const settings = useSiteSettings();
  const idBase = useId();
  const [method, setMethod] = useState<SignInMethod>('password');

  return (
    <AuthPage
      title={t('auth.sign_in.title')}
      intro={t('auth.sign_in.intro', { name: settings.company_name })}
      canonicalPath={paths.login()}
      footer={
        <p>
          {t('auth.sign_in.no_account')}{' '}
          <Link href={withNextPath(paths.register(), router.query.next)} prefetch={false}>
            {t('auth.sign_in.create_account')}
          </Link>
        </p>
      }
    >
      <Tabs
        idBase={idBase}
        label={t('auth.sign_in.method_label')}
        items={[
          { value: 'password', label: t('auth.sign_in.with_password') },
          { value: 'code', label: t('auth.sign_in.with_code') },
        ]}
        value={method}
        onChange={setMethod}
      />
      <div role="tabpanel" id={tabPanelId(idBase)} aria-labelledby={tabId(idBase, method)}>
        {method === 'password' ? <EmailSignInForm /> : <CodeSignInForm />}
      </div>
      {settings.services.google_sign_in ? (
        <>
          <p className={styles.divider}>{t('auth.sign_in.or')}</p>
          <GoogleSignInButton />
        </>
      ) : null}
    </AuthPage>
  );
}
