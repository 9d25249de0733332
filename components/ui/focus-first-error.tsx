import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Put inside a Formik form: after a submit that ends with errors (the browser's checks or the
 * server's), focus moves to the first field marked invalid, so it is seen and announced.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const markerRef = useRef<HTMLSpanElement>(null);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === 0 || isSubmitting || !hasErrors) return;
    const form = markerRef.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, hasErrors]);

  return <span ref={markerRef} hidden />;
}
