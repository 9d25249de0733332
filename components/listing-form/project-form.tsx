import { Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { EditableProject } from '@/api/owner-projects/get-editable-project';
import { useSaveProject } from '@/api/owner-projects/save-project';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import { touchPaths } from './form-errors';
import { ListingFormBody } from './listing-form-body';
import { LocationStep } from './location-step';
import { isListingGate } from './save-input';
import { SeoStep } from './seo-step';
import { nestErrors } from './validate-listing';
import { placeServerErrors, useServerFieldErrors } from './server-field-errors';
import { useSiteText } from '@/components/layout/use-site-text';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import type { TranslatedMessage } from '@/utils/translated-message';
import { FloorPlansEditor } from './floor-plans-editor';
import { ProjectDetailsStep } from './project-details-step';
import {
  emptyProjectValues,
  projectValuesOf,
  saveProjectInputOf,
  type ProjectFormValues,
} from './project-form-values';
import { ProjectMediaStep } from './project-media-step';
import { ProjectReviewStep } from './project-review-step';
import {
  projectFormFieldOf,
  projectStepOfField,
  projectSteps,
  type ProjectStep,
} from './project-steps';
import { projectErrors } from './validate-project';

export interface ProjectFormProps {
  /** The project to edit; null to add one. */
  project: EditableProject | null;
  categories: readonly CategoryDto[];
  /** The server refused the post because the user may not list (403 with a gate code). */
  onGate: (gate: ListingGate) => void;
}

/**
 * The add / edit project form in steps (details, location, floor plans, media, SEO, review),
 * validated with the shared request schema. Saving sends multipart to post_project (with `id`
 * on an edit, and what was removed); the server's field errors return to their fields.
 */
export function ProjectForm({ project, categories, onGate }: ProjectFormProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const save = useSaveProject();
  const [step, setStep] = useState<ProjectStep>('details');
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<TranslatedMessage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const initialValues = useMemo(
    () => (project ? projectValuesOf(project) : emptyProjectValues()),
    [project],
  );
  const requestFocus = useCallback(() => setFocusRequest((count) => count + 1), []);
  const serverErrors = useServerFieldErrors();

  const validate = async (values: ProjectFormValues) =>
    nestErrors<ProjectFormValues>(
      serverErrors.withServerErrors(values, await projectErrors(values)),
    );

  const handleSubmit = async (
    values: ProjectFormValues,
    helpers: FormikHelpers<ProjectFormValues>,
  ) => {
    setMessage(null);
    const input = saveProjectInputOf(values, project?.detail.id ?? null);
    try {
      setProgress(0);
      const saved = await save.mutateAsync({ input, onProgress: setProgress });
      const outcome = saved.review_status === 'approved' ? 'published' : 'pending';
      void notify('success', t(`project_form.saved.${outcome}`), { toastId: 'project-saved' });
      await router.push(paths.userProjects());
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && isListingGate(error.code)) {
        onGate(error.code);
        return;
      }
      const { placed, formMessage } = placeServerErrors(
        error,
        projectFormFieldOf,
        (field) => projectStepOfField(field) !== null,
      );
      const fields = Object.keys(placed);
      const firstStep = projectSteps.find((candidate) =>
        fields.some((field) => projectStepOfField(field) === candidate),
      );
      if (!firstStep) {
        setMessage(formMessage ?? { key: 'project_form.save_failed' });
        return;
      }
      serverErrors.remember(values, placed);
      helpers.setErrors(nestErrors<ProjectFormValues>(placed));
      void helpers.setTouched(touchPaths<ProjectFormValues>({}, fields), false);
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
        <ListingFormBody<ProjectStep>
          steps={projectSteps}
          stepOfField={projectStepOfField}
          step={step}
          onStepChange={setStep}
          focusRequest={focusRequest}
          requestFocus={requestFocus}
          isEdit={project !== null}
          progress={progress}
          message={message ? t(message.key, message.vars) : null}
        >
          {step === 'details' ? <ProjectDetailsStep categories={categories} /> : null}
          {step === 'location' ? <LocationStep hasClientAddress={false} /> : null}
          {step === 'plans' ? <FloorPlansEditor /> : null}
          {step === 'media' ? <ProjectMediaStep /> : null}
          {step === 'seo' ? <SeoStep /> : null}
          {step === 'review' ? (
            <ProjectReviewStep
              category={categories.find((category) => String(category.id) === values.category_id)}
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
