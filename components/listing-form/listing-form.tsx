import { Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { notify } from '@/utils/notify';
import { isApiError } from '@/api/api-error';
import { isPackageRefusal } from '@/hooks/use-package-gate';
import { useSaveListing } from '@/api/listing-form/save-listing';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { EditableListingDto } from '@/contracts/dto/editable-listing-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import type { TranslatedMessage } from '@/utils/translated-message';
import { DetailsStep } from './details-step';
import { touchPaths } from './form-errors';
import { ListingFormBody } from './listing-form-body';
import { emptyListingValues, listingValuesOf, type ListingFormValues } from './listing-form-values';
import { firstStepWith, stepOfField, type ListingStep } from './listing-steps';
import { LocationStep } from './location-step';
import { MediaStep } from './media-step';
import { ParametersStep } from './parameters-step';
import { ReviewStep } from './review-step';
import { SeoStep } from './seo-step';
import { isListingGate, saveInputOf } from './save-input';
import { placeServerErrors, useServerFieldErrors } from './server-field-errors';
import { formFieldOfRequestPath, listingErrors, nestErrors } from './validate-listing';

export interface ListingFormProps {
  /** The listing to edit; null to add one. */
  listing: EditableListingDto | null;
  categories: readonly CategoryDto[];
  facilities: readonly FacilityDto[];
  /** The server refused the post because the user may not list (403 with a gate code). */
  onGate: (gate: ListingGate) => void;
  /** The server refused a new listing for want of room in a package (false: no package). */
  onPackageRefused: (hasPackage: boolean) => void;
}

/**
 * The add / edit property form in steps (details, location, parameters and facilities, media,
 * SEO, review), validated with the shared request schema. Saving sends multipart to
 * post_property or update_post_property; the server's field errors return to their fields.
 */
export function ListingForm(props: ListingFormProps) {
  const { listing, categories, facilities, onGate, onPackageRefused } = props;
  const { t } = useSiteText();
  const router = useRouter();
  const save = useSaveListing();
  const [step, setStep] = useState<ListingStep>('details');
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<TranslatedMessage | null>(null);
  /** Share of the files sent while saving; null when not sending. */
  const [progress, setProgress] = useState<number | null>(null);
  const initialValues = useMemo(
    () => (listing ? listingValuesOf(listing) : emptyListingValues()),
    [listing],
  );
  const categoryOf = useCallback(
    (values: ListingFormValues) =>
      categories.find((category) => String(category.id) === values.category_id),
    [categories],
  );
  const requestFocus = useCallback(() => setFocusRequest((count) => count + 1), []);
  const serverErrors = useServerFieldErrors();

  const validate = async (values: ListingFormValues) =>
    nestErrors(
      serverErrors.withServerErrors(values, await listingErrors(values, categoryOf(values))),
    );

  const handleSubmit = async (
    values: ListingFormValues,
    helpers: FormikHelpers<ListingFormValues>,
  ) => {
    setMessage(null);
    const input = saveInputOf(values, categoryOf(values), listing);
    try {
      setProgress(0);
      const saved = await save.mutateAsync({ input, onProgress: setProgress });
      const outcome = saved.review_status === 'approved' ? 'published' : 'pending';
      void notify('success', t(`listing_form.saved.${outcome}`), { toastId: 'listing-saved' });
      await router.push(paths.myProperty(saved.slug_id));
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && isListingGate(error.code)) {
        onGate(error.code);
        return;
      }
      if (isApiError(error) && isPackageRefusal(error)) {
        onPackageRefused(error.code !== 'package_not_available');
        return;
      }
      const { placed, formMessage } = placeServerErrors(
        error,
        (path) => formFieldOfRequestPath(path, input.fields),
        (field) => stepOfField(field) !== null,
      );
      const fields = Object.keys(placed);
      const firstStep = firstStepWith(fields);
      if (!firstStep) {
        setMessage(formMessage ?? { key: 'listing_form.save_failed' });
        return;
      }
      serverErrors.remember(values, placed);
      helpers.setErrors(nestErrors(placed));
      void helpers.setTouched(touchPaths({}, fields), false);
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
        <ListingFormBody
          step={step}
          onStepChange={setStep}
          focusRequest={focusRequest}
          requestFocus={requestFocus}
          isEdit={listing !== null}
          progress={progress}
          message={message ? t(message.key, message.vars) : null}
        >
          {step === 'details' ? <DetailsStep categories={categories} /> : null}
          {step === 'location' ? <LocationStep /> : null}
          {step === 'parameters' ? (
            <ParametersStep category={categoryOf(values)} facilities={facilities} />
          ) : null}
          {step === 'media' ? <MediaStep /> : null}
          {step === 'seo' ? <SeoStep /> : null}
          {step === 'review' ? (
            <ReviewStep
              category={categoryOf(values)}
              onEdit={(target) => {
                setStep(target);
                requestFocus();
              }}
            />
          ) : null}
        </ListingFormBody>
      )}
    </Formik>
  );
}
