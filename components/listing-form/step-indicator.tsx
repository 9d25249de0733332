import { useSiteText } from '@/components/layout/use-site-text';
import styles from './listing-form.module.css';

export interface StepIndicatorProps<S extends string> {
  /** The form's steps in order. */
  steps: readonly S[];
  current: S;
  /** Going back to an earlier step keeps every value; later steps open through Next. */
  onGoBack: (step: S) => void;
}

/** "Step 2 of 6" with every step named; earlier steps are buttons back to them. */
export function StepIndicator<S extends string>({
  steps,
  current,
  onGoBack,
}: StepIndicatorProps<S>) {
  const { t } = useSiteText();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('listing_form.steps.label')} className={styles.steps}>
      <p className={styles.stepCount}>
        {t('listing_form.steps.count', {
          current: currentIndex + 1,
          total: steps.length,
        })}
      </p>
      <ol className={styles.stepList}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const label = t(`listing_form.steps.${step}`);
          return (
            <li key={step} className={styles.step} data-state={state}>
              {state === 'done' ? (
                <button type="button" className={styles.stepButton} onClick={() => onGoBack(step)}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.stepLabel}>{label}</span>
                </button>
              ) : (
                <span
                  className={styles.stepButton}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.stepLabel}>{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
