import type { ReactNode } from 'react';
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

/** The part of a React Query result a screen waits on. */
export interface LoadingResult<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  result: LoadingResult<T>;
  /** The sentence of a failed load. */
  failedText: string;
  /** The look of the loading / failure panel. */
  className?: string;
  /** What shows once the data is there. */
  children: (data: T) => ReactNode;
}

/** The result's data once it has come; until then "Loading…", or the failure with "Try again". */
export function Loaded<T>({ result, failedText, className, children }: LoadedProps<T>) {
  if (result.data !== undefined) return <>{children(result.data)}</>;
  return (
    <LoadStatus
      isError={result.isError}
      failedText={failedText}
      onRetry={result.refetch}
      className={className}
    />
  );
}
