import Link from 'next/link';
import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/utils/paths';
import { AuthPage } from './auth-page';
import styles from './auth-form.module.css';
import { ForgotPasswordRequestForm } from './forgot-password-request-form';
import { ResetPasswordForm } from './reset-password-form';

type Step = { kind: 'email' } | { kind: 'reset'; email: string } | { kind: 'done' };

/** /forgot-password: email → code and new password → done, with a link to sign in. */
export function ForgotPasswordScreen() {
  const { t } = useSiteText();
  const [step, setStep] = useState<Step>({ kind: 'email' });

  return (
    <AuthPage
      title={t('auth.forgot.title')}
      intro={t(step.kind === 'reset' ? 'auth.forgot.intro_reset' : 'auth.forgot.intro')}
      canonicalPath={paths.forgotPassword()}
      footer={
        <p>
          {t('auth.forgot.remembered')}{' '}
          <Link href={paths.login()} prefetch={false}>
            {t('auth.register.sign_in')}
          </Link>
        </p>
      }
    >
      {step.kind === 'email' ? (
        <ForgotPasswordRequestForm onSent={(email) => setStep({ kind: 'reset', email })} />
      ) : null}
      {step.kind === 'reset' ? (
        <ResetPasswordForm
          email={step.email}
          onChangeEmail={() => setStep({ kind: 'email' })}
          onDone={() => setStep({ kind: 'done' })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <div className={styles.success}>
          <FormAlert tone="success">{t('auth.forgot.done')}</FormAlert>
          <Link href={paths.login()} prefetch={false} className="button button-primary">
            {t('auth.forgot.go_to_sign_in')}
          </Link>
        </div>
      ) : null}
    </AuthPage>
  );
}
