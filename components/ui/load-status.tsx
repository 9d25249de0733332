import { useSiteText } from '@/components/layout/use-site-text';

export interface LoadStatusProps {
  isError: boolean;
  /** The sentence of a failed load. */
  failedText: string;
  onRetry: () => unknown;
  className?: string;
}

/** "Loading…", or the failure with a "Try again" button: what a screen shows before its data. */
export function LoadStatus({ isError, failedText, onRetry, className }: LoadStatusProps) {
  const { t } = useSiteText();
  return (
    <div className={className} role={isError ? 'alert' : 'status'}>
      <p>{isError ? failedText : t('common.loading')}</p>
      {isError ? (
        <button type="button" className="button button-secondary" onClick={() => void onRetry()}>
          {t('common.try_again')}
        </button>
      ) : null}
    </div>
  );
}
