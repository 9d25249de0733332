import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { isPackageRefusal } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { notify } from '@/utils/notify';
import type { TranslatedMessage } from '@/utils/translated-message';
import { touchPaths } from './form-errors';
import type { ListingFormCatalogue, ListingFormKind } from './listing-form-kind';
import { ListingFormBody } from './listing-form-body';
import type { SharedFormValues } from './listing-form-values';
import { ReviewStep } from './review-step';
import { isListingGate } from './save-input';
import { placeServerErrors, useServerFieldErrors } from './server-field-errors';
import { nestErrors } from './validate-listing';
import { isSharedStep, SharedStepFields, type SharedStep } from './shared-step';

/**
 * What a save did, as the owner is told: published, waiting for review, or — an edit of an
 * approved listing — its changes waiting for review while the approved version stays public.
 */
function savedOutcome(
  saved: Pick<ListingSavedDto, 'review_status' | 'changes_in_review'>,
): 'changes_in_review' | 'published' | 'pending' {
  if (saved.changes_in_review) return 'changes_in_review';
  return saved.review_status === 'approved' ? 'published' : 'pending';
}

export interface ListingFormWizardProps<V extends FormikValues, S extends string, Source, Request> {
  kind: ListingFormKind<V, S, Source, Request>;
  /** The listing to edit; null to add one. */
  source: Source | null;
  catalogue: ListingFormCatalogue;
  /** The server refused the post because the user may not list (403 with a gate code). */
  onGate: (gate: ListingGate) => void;
  /** The server refused a new listing for want of room in a package (false: no package). */
  onPackageRefused?: (hasPackage: boolean) => void;
}

/**
 * The add / edit form of any kind of listing, in the kind's steps, validated with the kind's
 * shared request schema. Saving sends the kind's multipart request with upload progress; the
 * server's field errors return to their fields and the first step with one opens.
 */
export function ListingFormWizard<V extends SharedFormValues, S extends string, Source, Request>(
  props: ListingFormWizardProps<V, S, Source, Request>,
) {
  const { kind, source, catalogue, onGate, onPackageRefused } = props;
  const { t } = useSiteText();
  const router = useRouter();
  const save = kind.useSave();
  const [step, setStep] = useState<S>(kind.steps[0] as S);
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<TranslatedMessage | null>(null);
  /** Share of the files sent while saving; null when not sending. */
  const [progress, setProgress] = useState<number | null>(null);
  const initialValues = useMemo(() => kind.initialValues(source), [kind, source]);
  const categoryOf = useCallback(
    (values: V) =>
      catalogue.categories.find((category) => String(category.id) === values.category_id),
    [catalogue.categories],
  );
  const requestFocus = useCallback(() => setFocusRequest((count) => count + 1), []);
  const serverErrors = useServerFieldErrors();

  const validate = async (values: V) =>
    nestErrors<V>(
      serverErrors.withServerErrors(values, await kind.errors(values, categoryOf(values))),
    );

  const handleSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    setMessage(null);
    const input = kind.requestOf(values, categoryOf(values), source);
    try {
      setProgress(0);
      const saved = await save.mutateAsync({ input, onProgress: setProgress });
      void notify('success', t(`${kind.texts}.saved.${savedOutcome(saved)}`), {
        toastId: kind.savedToastId,
      });
      await router.push(kind.savedPath(saved));
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && isListingGate(error.code)) {
        onGate(error.code);
        return;
      }
      if (onPackageRefused && isApiError(error) && isPackageRefusal(error)) {
        onPackageRefused(error.code !== 'package_not_available');
        return;
      }
      const { placed, formMessage } = placeServerErrors(
        error,
        (path) => kind.formFieldOf(path, input),
        (field) => kind.stepOfField(field) !== null,
      );
      const fields = Object.keys(placed);
      const firstStep = kind.firstStepWith(fields);
      if (!firstStep) {
        setMessage(formMessage ?? { key: `${kind.texts}.save_failed` });
        return;
      }
      serverErrors.remember(values, placed);
      helpers.setErrors(nestErrors<V>(placed));
      void helpers.setTouched(touchPaths<V>({}, fields), false);
      setMessage({ key: 'listing_form.fix_fields' });
      setStep(firstStep);
      requestFocus();
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      validateOnBlur={false}
      onSubmit={handleSubmit}
    >
      {({ values }) => (
        <ListingFormBody<S>
          formSteps={kind}
          step={step}
          onStepChange={setStep}
          focusRequest={focusRequest}
          requestFocus={requestFocus}
          isEdit={source !== null}
          texts={kind.texts}
          progress={progress}
          message={message ? t(message.key, message.vars) : null}
        >
          {step === 'review' ? (
            <ReviewStep
              review={kind.review}
              category={categoryOf(values)}
              onEdit={(target) => {
                setStep(target);
                requestFocus();
              }}
            />
          ) : isSharedStep(step) ? (
            <SharedStepFields step={step} parts={kind.sharedSteps} catalogue={catalogue} />
          ) : (
            kind.renderOwnStep(step as Exclude<S, 'review' | SharedStep>, {
              catalogue,
              category: categoryOf(values),
            })
          )}
        </ListingFormBody>
      )}
    </Formik>
  );
}
