import { useFormikContext } from 'formik';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { FormSection } from './form-parts';
import styles from './listing-form.module.css';
import { parameterKey, type ListingFormValues } from './listing-form-values';
import type { ListingStep } from './listing-steps';
import { formParametersOf } from './validate-listing';

interface ReviewRow {
  label: string;
  value: string;
  step: ListingStep;
}

function useReviewRows(category: CategoryDto | undefined): ReviewRow[] {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  const { values } = useFormikContext<ListingFormValues>();
  const type = values.property_type ? t(`property.type.${values.property_type}`) : '';
  const duration =
    values.property_type === 'rent' && values.rentduration
      ? ` · ${t(`property.rent_duration.${values.rentduration}`)}`
      : '';
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
      label: t('listing_form.details.property_type'),
      value: `${type}${duration}`,
      step: 'details',
    },
    {
      label: t('listing_form.details.price'),
      value: values.price ? `${settings.currency_symbol} ${values.price}` : '',
      step: 'details',
    },
    { label: t('listing_form.location.address'), value: values.address, step: 'location' },
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
    { label: t('listing_form.media.gallery_images'), value: String(galleryCount), step: 'media' },
    { label: t('listing_form.media.documents'), value: String(documentCount), step: 'media' },
    { label: t('listing_form.seo.meta_title'), value: values.meta_title, step: 'seo' },
  ];
}

/** The review's rows, each with a button back to its step. */
export function ReviewList<S extends string>({
  intro,
  rows,
  onEdit,
}: {
  intro: string;
  rows: readonly { label: string; value: string; step: S }[];
  onEdit: (step: S) => void;
}) {
  const { t } = useSiteText();
  return (
    <FormSection title={t('listing_form.steps.review')} intro={intro}>
      <dl className={`${styles.review} ${styles.wide}`}>
        {rows.map((row) => (
          <div key={row.label} className={styles.reviewRow}>
            <dt>{row.label}</dt>
            <dd>{row.value ? <bdi>{row.value}</bdi> : t('listing_form.review.empty')}</dd>
            <dd>
              <button type="button" className={styles.linkButton} onClick={() => onEdit(row.step)}>
                {t('listing_form.review.change')}
                <span className="visually-hidden"> {row.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}

/** The last step: what will be sent, each part with a way back to change it. */
export function ReviewStep({
  category,
  onEdit,
}: {
  category: CategoryDto | undefined;
  onEdit: (step: ListingStep) => void;
}) {
  const { t } = useSiteText();
  return (
    <ReviewList
      intro={t('listing_form.review.intro')}
      rows={useReviewRows(category)}
      onEdit={onEdit}
    />
  );
}
