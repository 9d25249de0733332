import { useFormikContext } from 'formik';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { ReviewList } from './review-step';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import type { ProjectFormValues } from './project-form-values';
import type { ProjectStep } from './project-steps';

interface ReviewRow {
  label: string;
  value: string;
  step: ProjectStep;
}

function useReviewRows(category: CategoryDto | undefined): ReviewRow[] {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const { currency_symbol: currency } = useSiteSettings();
  const { values } = useFormikContext<ProjectFormValues>();
  const prices = [values.min_price, values.max_price].filter((price) => price.trim() !== '');
  const galleryCount =
    values.saved_gallery.length - values.removed_gallery.length + values.gallery_images.length;
  const documentCount =
    values.saved_documents.length - values.removed_documents.length + values.documents.length;
  return [
    { label: t('listing_form.details.title'), value: values.title, step: 'details' },
    {
      label: t('listing_form.details.category'),
      value: category ? nameOf(category) : '',
      step: 'details',
    },
    {
      label: t('project_form.details.type'),
      value: values.type ? t(`project_form.type.${values.type}`) : '',
      step: 'details',
    },
    {
      label: t('project_form.review.price_range'),
      value: prices.map((price) => `${currency} ${price}`).join(' – '),
      step: 'details',
    },
    { label: t('listing_form.location.address'), value: values.address, step: 'location' },
    {
      label: t('listing_form.steps.plans'),
      value: values.plans.map((plan) => plan.title).join(', '),
      step: 'plans',
    },
    { label: t('listing_form.media.gallery_images'), value: String(galleryCount), step: 'media' },
    { label: t('listing_form.media.documents'), value: String(documentCount), step: 'media' },
    { label: t('listing_form.seo.meta_title'), value: values.meta_title, step: 'seo' },
  ];
}

/** The last step: what will be sent, each part with a way back to change it. */
export function ProjectReviewStep({
  category,
  onEdit,
}: {
  category: CategoryDto | undefined;
  onEdit: (step: ProjectStep) => void;
}) {
  const { t } = useSiteText();
  return (
    <ReviewList
      intro={t('project_form.review.intro')}
      rows={useReviewRows(category)}
      onEdit={onEdit}
    />
  );
}
