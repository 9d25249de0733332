import { useSaveListing, type SaveListingInput } from '@/api/listing-form/save-listing';
import type { EditableListingDto } from '@/contracts/dto/editable-listing-dto';
import { paths } from '@/utils/paths';
import type { ListingFormKind } from './listing-form-kind';
import {
  emptyListingValues,
  listingValuesOf,
  parameterKey,
  type ListingFormValues,
} from './listing-form-values';
import { listingFormSteps, type ListingStep } from './listing-steps';
import { ParametersStep } from './parameters-step';
import { PropertyDetailsFields } from './property-details-fields';
import { saveInputOf } from './save-input';
import { formFieldOfRequestPath, formParametersOf, listingErrors } from './validate-listing';

/**
 * The property as the form sees it: sale or rent with one price, the client's own address, the
 * category's parameters and the facilities (its own step), a 3D image. Saved through
 * post_property / update_post_property; the owner lands on the saved property.
 */
export const propertyFormKind: ListingFormKind<
  ListingFormValues,
  ListingStep,
  EditableListingDto,
  SaveListingInput
> = {
  ...listingFormSteps,
  texts: 'listing_form',
  savedToastId: 'listing-saved',
  initialValues: (listing) => (listing ? listingValuesOf(listing) : emptyListingValues()),
  errors: listingErrors,
  requestOf: saveInputOf,
  formFieldOf: (path, input) => formFieldOfRequestPath(path, input.fields),
  useSave: useSaveListing,
  savedPath: (saved) => paths.myProperty(saved.slug_id),
  sharedSteps: {
    DetailsFields: PropertyDetailsFields,
    hasClientAddress: true,
    media: {
      intro: 'listing_form.media.intro',
      titleImageLabel: 'listing_form.media.title_image',
      hasThreeDImage: true,
    },
  },
  // The property's own step: its category's parameters and the facilities nearby.
  renderOwnStep: (_step, { catalogue, category }) => (
    <ParametersStep category={category} facilities={catalogue.facilities} />
  ),
  review: {
    intro: 'listing_form.review.intro',
    detailRows: (values, { t, currency }) => {
      const type = values.property_type ? t(`property.type.${values.property_type}`) : '';
      const duration =
        values.property_type === 'rent' && values.rentduration
          ? ` · ${t(`property.rent_duration.${values.rentduration}`)}`
          : '';
      return [
        {
          label: t('listing_form.details.property_type'),
          value: `${type}${duration}`,
          step: 'details',
        },
        {
          label: t('listing_form.details.price'),
          value: values.price ? `${currency} ${values.price}` : '',
          step: 'details',
        },
      ];
    },
    ownStepRows: (values, { t, category }) => [
      {
        label: t('listing_form.review.parameters'),
        value: String(
          formParametersOf(category).filter(
            (parameter) => (values.parameters[parameterKey(parameter.id)] ?? '').length > 0,
          ).length,
        ),
        step: 'parameters',
      },
      {
        label: t('listing_form.facilities.title'),
        value: String(Object.keys(values.facilities).length),
        step: 'parameters',
      },
    ],
  },
};
