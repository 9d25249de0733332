import { useState } from 'react';
import { useSignIn } from '@/api/account/sign-in';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './google-sign-in-button.module.css';
import { loadFirebase, signInWithGooglePopup } from './google-popup';

function GoogleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" (shown only when the site has Google sign-in): Firebase is loaded on
 * first interest, the popup answers an ID token, and `user_signup` (logintype google) turns it
 * into our session.
 */
export function GoogleSignInButton() {
  const { t } = useSiteText();
  const signIn = useSignIn();
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<TranslatedMessage | null>(null);

  const handleClick = async () => {
    setIsBusy(true);
    setMessage(null);
    try {
      const identity = await signInWithGooglePopup();
      await signIn.mutateAsync({
        logintype: 'google',
        auth_id: identity.idToken,
        ...(identity.name ? { name: identity.name } : {}),
      });
    } catch (error) {
      setMessage(signInErrorMessageFor(error));
    } finally {
      setIsBusy(false);
    }
  };

  // Start loading Firebase as soon as the visitor shows interest, so the popup opens promptly.
  const preload = () => void loadFirebase().catch(() => undefined);

  return (
    <div className={styles.wrapper}>
      {message ? <FormAlert>{t(message.key, message.vars)}</FormAlert> : null}
      <Button
        variant="secondary"
        isFullWidth
        isBusy={isBusy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void handleClick()}
      >
        {isBusy ? null : <GoogleMark />}
        {t('auth.google.continue')}
      </Button>
    </div>
  );
}
