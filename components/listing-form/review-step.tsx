import { useFormikContext } from 'formik';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { FormSection } from './form-parts';
import styles from './listing-form.module.css';
import type { ListingFormKind, ReviewRow } from './listing-form-kind';
import type { SharedFormValues } from './listing-form-values';

/** The rows every kind reviews, with the kind's own in their places. */
function useReviewRows<V extends SharedFormValues, S extends string>(
  review: ListingFormKind<V, S, unknown, unknown>['review'],
  category: CategoryDto | undefined,
): ReviewRow<S>[] {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const { currency_symbol: currency } = useSiteSettings();
  const { values } = useFormikContext<V>();
  const tools = { t, currency, category };
  const galleryCount =
    values.saved_gallery.length - values.removed_gallery.length + values.gallery_images.length;
  const documentCount =
    values.saved_documents.length - values.removed_documents.length + values.documents.length;
  // Every kind has the details, location, media and SEO steps (listing-form-kind.ts).
  const step = (name: string) => name as S;
  return [
    { label: t('listing_form.details.title'), value: values.title, step: step('details') },
    {
      label: t('listing_form.details.category'),
      value: category ? nameOf(category) : '',
      step: step('details'),
    },
    ...review.detailRows(values, tools),
    { label: t('listing_form.location.address'), value: values.address, step: step('location') },
    ...review.ownStepRows(values, tools),
    {
      label: t('listing_form.media.gallery_images'),
      value: String(galleryCount),
      step: step('media'),
    },
    { label: t('listing_form.media.documents'), value: String(documentCount), step: step('media') },
    { label: t('listing_form.seo.meta_title'), value: values.meta_title, step: step('seo') },
  ];
}

/** The last step: what will be sent, each part with a button back to its step. */
export function ReviewStep<V extends SharedFormValues, S extends string>({
  review,
  category,
  onEdit,
}: {
  review: ListingFormKind<V, S, unknown, unknown>['review'];
  category: CategoryDto | undefined;
  onEdit: (step: S) => void;
}) {
  const { t } = useSiteText();
  const rows = useReviewRows(review, category);
  return (
    <FormSection title={t('listing_form.steps.review')} intro={t(review.intro)}>
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
