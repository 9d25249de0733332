import { useFormikContext } from 'formik';
import type { ListingFormTexts } from './listing-form-kind';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorPaths, touchPaths } from './form-errors';
import type { FormSteps } from './form-steps';
import styles from './listing-form.module.css';
import type { SharedFormValues } from './listing-form-values';
import { StepIndicator } from './step-indicator';

/** A control marked invalid, or the first control of a group marked invalid (radios, files). */
const firstInvalidSelector = [
  '[aria-invalid="true"]',
  '[data-invalid="true"] input:not([type="file"])',
  '[data-invalid="true"] button',
].join(', ');

export interface ListingFormBodyProps<S extends string> {
  step: S;
  onStepChange: (step: S) => void;
  /** The kind's steps and the fields each shows. */
  formSteps: FormSteps<S>;
  /** Grows each time focus should move: to the first invalid field, else the step. */
  focusRequest: number;
  requestFocus: () => void;
  isEdit: boolean;
  /** The kind's text group: its last step's button is `${texts}.submit`. */
  texts: ListingFormTexts;
  message: string | null;
  /** Share of the upload sent (0 to 1) while saving; null otherwise. */
  progress: number | null;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * The steps' frame: the indicator, the current step, Back / Next (Next validates the step's
 * fields with the shared schema and stays when one fails) and, on the last step, Submit (which
 * validates everything and opens the first step with an error).
 */
export function ListingFormBody<S extends string>(props: ListingFormBodyProps<S>) {
  const { step, onStepChange, formSteps, focusRequest, requestFocus, isEdit, message, progress } =
    props;
  const { steps, stepOfField, firstStepWith } = formSteps;
  const { t } = useSiteText();
  const formik = useFormikContext<SharedFormValues>();
  const stepRef = useRef<HTMLDivElement>(null);
  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = stepRef.current?.querySelector<HTMLElement>(firstInvalidSelector);
    (invalid ?? stepRef.current)?.focus();
  }, [focusRequest]);

  const goTo = (next: S) => {
    onStepChange(next);
    requestFocus();
  };

  const goNext = async () => {
    const errors = await formik.validateForm();
    const paths = errorPaths(errors).filter((path) => stepOfField(path) === step);
    if (paths.length > 0) {
      void formik.setTouched(touchPaths(formik.touched, paths), false);
      requestFocus();
      return;
    }
    const next = steps[index + 1];
    if (next) goTo(next);
  };

  const submitAll = async () => {
    const errors = await formik.validateForm();
    const paths = errorPaths(errors);
    const firstStep = firstStepWith(paths);
    if (firstStep) {
      void formik.setTouched(touchPaths(formik.touched, paths), false);
      goTo(firstStep);
      return;
    }
    await formik.submitForm();
  };

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (formik.isSubmitting) return;
        void (isLast ? submitAll() : goNext());
      }}
    >
      <StepIndicator steps={steps} current={step} onGoBack={goTo} />
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div ref={stepRef} tabIndex={-1} className={styles.stepBody}>
        {props.children}
      </div>
      <div className={styles.actions}>
        {formik.isSubmitting && progress !== null ? (
          <label className={styles.progress}>
            {t('listing_form.uploading', { percent: Math.round(progress * 100) })}
            <progress value={progress} max={1} />
          </label>
        ) : null}
        {index > 0 ? (
          <Button variant="secondary" onClick={() => goTo(steps[index - 1] ?? step)}>
            {t('listing_form.back')}
          </Button>
        ) : null}
        <Button type="submit" isBusy={formik.isSubmitting}>
          {t(
            isLast ? (isEdit ? 'listing_form.save' : `${props.texts}.submit`) : 'listing_form.next',
          )}
        </Button>
      </div>
    </form>
  );
}
