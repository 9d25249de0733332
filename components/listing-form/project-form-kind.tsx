import type { EditableProject } from '@/api/owner-projects/get-editable-project';
import { useSaveProject, type SaveProjectInput } from '@/api/owner-projects/save-project';
import { paths } from '@/utils/paths';
import { FloorPlansEditor } from './floor-plans-editor';
import type { ListingFormKind } from './listing-form-kind';
import { ProjectDetailsFields } from './project-details-fields';
import {
  emptyProjectValues,
  projectValuesOf,
  saveProjectInputOf,
  type ProjectFormValues,
} from './project-form-values';
import { projectFormFieldOf, projectFormSteps, type ProjectStep } from './project-steps';
import { projectErrors } from './validate-project';

/**
 * The project as the form sees it: where the construction stands, a price range and the
 * completion date, no separate client address, its floor plans (its own step). Saved through
 * post_project (with `id` on an edit, and what was removed); the owner lands on their projects.
 */
export const projectFormKind: ListingFormKind<
  ProjectFormValues,
  ProjectStep,
  EditableProject,
  SaveProjectInput
> = {
  ...projectFormSteps,
  texts: 'project_form',
  savedToastId: 'project-saved',
  initialValues: (project) => (project ? projectValuesOf(project) : emptyProjectValues()),
  errors: (values) => projectErrors(values),
  requestOf: (values, _category, project) => saveProjectInputOf(values, project?.detail.id ?? null),
  formFieldOf: (path) => projectFormFieldOf(path),
  useSave: useSaveProject,
  savedPath: () => paths.userProjects(),
  sharedSteps: {
    DetailsFields: ProjectDetailsFields,
    hasClientAddress: false,
    media: {
      intro: 'project_form.media.intro',
      titleImageLabel: 'project_form.media.image',
      hasThreeDImage: false,
    },
  },
  // The project's own step: its floor plans.
  renderOwnStep: () => <FloorPlansEditor />,
  review: {
    intro: 'project_form.review.intro',
    detailRows: (values, { t, currency }) => [
      {
        label: t('project_form.details.type'),
        value: values.type ? t(`project_form.type.${values.type}`) : '',
        step: 'details',
      },
      {
        label: t('project_form.review.price_range'),
        value: [values.min_price, values.max_price]
          .filter((price) => price.trim() !== '')
          .map((price) => `${currency} ${price}`)
          .join(' – '),
        step: 'details',
      },
    ],
    ownStepRows: (values, { t }) => [
      {
        label: t('listing_form.steps.plans'),
        value: values.plans.map((plan) => plan.title).join(', '),
        step: 'plans',
      },
    ],
  },
};
