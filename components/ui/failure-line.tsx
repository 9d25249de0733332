import textStyles from '@/styles/text.module.css';

/** Why a button's call failed, announced as it appears; nothing while there is no failure. */
export function FailureLine({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <p className={textStyles.error} role="alert">
      {failure}
    </p>
  );
}
