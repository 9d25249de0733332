import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from './api-error-text';

/**
 * The failure line of a button's or a dialog's call: `attempt(action)` clears it, runs the call
 * and, when it fails, sets it to the text of `failedKey` followed by why. Resolves to whether
 * the call succeeded.
 */
export function useActionFailure(failedKey: string) {
  const { t } = useSiteText();
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(`${t(failedKey)} ${apiErrorText(error, t)}`);
      return false;
    }
  };

  return { failure, attempt, clearFailure: () => setFailure(null) };
}
