import { useFormikContext } from 'formik';
import { countKeywords, listingTextLimits } from '@/contracts/requests/listing-field-rules';
import { listingWarnings } from '@/contracts/requests/listing-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { CharacterCount, FormSection } from './form-parts';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';

/** Step 5: meta title (warns past 60), meta description (50–160), keywords (≤ 10), slug. */
export function SeoStep() {
  const { t } = useSiteText();
  const { values } = useFormikContext<ListingFormValues>();
  const limits = listingTextLimits;
  const titleLength = values.meta_title.trim().length;
  const hasTitleWarning = Boolean(listingWarnings(values).meta_title);
  const descriptionLength = values.meta_description.trim().length;
  const isDescriptionOff =
    descriptionLength > 0 &&
    (descriptionLength < limits.metaDescriptionMin ||
      descriptionLength > limits.metaDescriptionMax);
  const keywordCount = countKeywords(values.meta_keywords);

  return (
    <FormSection title={t('listing_form.steps.seo')} intro={t('listing_form.seo.intro')}>
      <div className={styles.wide}>
        <TextField
          name="meta_title"
          label={t('listing_form.seo.meta_title')}
          labelNote={t('listing_form.optional')}
          hint={
            <CharacterCount
              tone={hasTitleWarning ? 'warning' : 'muted'}
              text={t('listing_form.seo.count', {
                count: titleLength,
                max: limits.metaTitleWarning,
              })}
            />
          }
        />
        {hasTitleWarning ? (
          <p className={styles.warning} role="status">
            {t('listing_form.seo.meta_title_warning', {
              max: limits.metaTitleWarning,
              count: titleLength,
            })}
          </p>
        ) : null}
      </div>
      <div className={styles.wide}>
        <TextField
          name="meta_description"
          label={t('listing_form.seo.meta_description')}
          labelNote={t('listing_form.optional')}
          multiline
          rows={3}
          hint={
            <CharacterCount
              tone={isDescriptionOff ? 'error' : 'muted'}
              text={t('listing_form.seo.description_count', {
                count: descriptionLength,
                min: limits.metaDescriptionMin,
                max: limits.metaDescriptionMax,
              })}
            />
          }
        />
      </div>
      <div className={styles.wide}>
        <TextField
          name="meta_keywords"
          label={t('listing_form.seo.meta_keywords')}
          labelNote={t('listing_form.optional')}
          hint={
            <CharacterCount
              tone={keywordCount > limits.metaKeywordsMax ? 'error' : 'muted'}
              text={t('listing_form.seo.keyword_count', {
                count: keywordCount,
                max: limits.metaKeywordsMax,
              })}
            />
          }
        />
      </div>
      <div className={styles.wide}>
        <TextField
          name="slug_id"
          label={t('listing_form.seo.slug')}
          labelNote={t('listing_form.optional')}
          hint={t('listing_form.seo.slug_hint')}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
    </FormSection>
  );
}
