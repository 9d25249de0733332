import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Upload } from '@/api/listing-form/save-listing';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import type { Translate } from '@/hooks/use-translation';
import type { FormSteps } from './form-steps';
import type { SharedStep, SharedStepParts } from './shared-step';

/** What the form chooses from: the categories, and the facilities of a property. */
export interface ListingFormCatalogue {
  categories: readonly CategoryDto[];
  facilities: readonly FacilityDto[];
}

/** One row of the review step, with the step that changes it. */
export interface ReviewRow<Step extends string> {
  label: string;
  value: string;
  step: Step;
}

/** What a kind's review rows are written with. */
export interface ReviewTools {
  t: Translate;
  /** The currency symbol prices are shown with. */
  currency: string;
  category: CategoryDto | undefined;
}

/** What the current step is drawn with. */
export interface StepContext {
  catalogue: ListingFormCatalogue;
  category: CategoryDto | undefined;
}

/**
 * One kind of listing (property, project) as its form sees it: the client side of the server's
 * listing-kind core (server/listings/listing-kind.ts). The wizard (ListingFormWizard) is the
 * same for every kind; what differs is data here — the steps and the fields each shows, the
 * values to start from, the form's own checks, the request and where its errors go back to,
 * the step only this kind has (the property's parameters, the project's floor plans) and the
 * rows of the review.
 */
/** Where a kind's form texts sit: `listing_form` (properties) or `project_form`. */
export type ListingFormTexts = 'listing_form' | 'project_form';

export interface ListingFormKind<
  Values extends FormikValues,
  Step extends string,
  Source,
  Request,
> extends FormSteps<Step> {
  // The steps (FormSteps) end with `review`, which reviews and sends.
  /** Where the kind's own texts sit (`${texts}.saved.published`, `${texts}.save_failed`). */
  texts: ListingFormTexts;
  /** The id of the "saved" notice, so a second save replaces it. */
  savedToastId: string;
  /** The values of a new listing (source null) or of the one to edit. */
  initialValues: (source: Source | null) => Values;
  /** Every error of the form, flat (field → message). */
  errors: (values: Values, category: CategoryDto | undefined) => Promise<Record<string, string>>;
  /** The request to send (source null: a new listing). */
  requestOf: (values: Values, category: CategoryDto | undefined, source: Source | null) => Request;
  /** The form field an error of the request (by its path) belongs to. */
  formFieldOf: (path: string, request: Request) => string;
  /** The save call (a React hook). */
  useSave: () => {
    mutateAsync: (upload: Upload<Request>) => Promise<ListingSavedDto>;
  };
  /** Where the owner goes once it is saved. */
  savedPath: (saved: ListingSavedDto) => string;
  /** What the kind puts in the steps every kind has (details, location, media, SEO). */
  sharedSteps: SharedStepParts;
  /** The fields of the kind's own step(s): the property's parameters, the project's plans. */
  renderOwnStep: (step: Exclude<Step, 'review' | SharedStep>, context: StepContext) => ReactNode;
  /**
   * The review step: its intro (a translation key) and the kind's own rows, those of the
   * details (after the title and category) and those of its own step (after the address).
   */
  review: {
    intro: string;
    detailRows: (values: Values, tools: ReviewTools) => ReviewRow<Step>[];
    ownStepRows: (values: Values, tools: ReviewTools) => ReviewRow<Step>[];
  };
}
