import { useState } from 'react';
import { resendCountdownSeconds } from '@/contracts/requests/account-requests';
import { Button } from '@/components/ui/button';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCountdown } from './use-countdown';

export interface ResendCodeButtonProps {
  /**
   * Sends the code again. Resolves with the seconds to wait before the next try (a 429's
   * Retry-After), or nothing for the usual wait.
   */
  onResend: () => Promise<number | null | void>;
}

/**
 * "Resend code": disabled for 60 seconds after a code was sent (the remaining seconds shown),
 * then available again.
 */
export function ResendCodeButton({ onResend }: ResendCodeButtonProps) {
  const { t } = useSiteText();
  const { remaining, start } = useCountdown(resendCountdownSeconds);
  const [isSending, setIsSending] = useState(false);

  const handleClick = async () => {
    setIsSending(true);
    try {
      const wait = await onResend();
      start(wait ?? resendCountdownSeconds);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Button
      variant="ghost"
      disabled={remaining > 0}
      isBusy={isSending}
      onClick={() => void handleClick()}
    >
      {remaining > 0 ? t('auth.code.resend_in', { seconds: remaining }) : t('auth.code.resend')}
    </Button>
  );
}
