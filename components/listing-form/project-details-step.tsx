import type { CategoryDto } from '@/contracts/dto/category-dto';
import { projectTypes } from '@/contracts/dto/project-dto';
import { FormSection, SelectField } from './form-parts';
import styles from './listing-form.module.css';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';

/**
 * Step 1: title, description, category, where the construction stands, the price range
 * ("from …"), the completion date and a video link.
 */
export function ProjectDetailsStep({ categories }: { categories: readonly CategoryDto[] }) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  const currency = (
    <span className={styles.currency} aria-hidden="true">
      {settings.currency_symbol}
    </span>
  );
  return (
    <FormSection title={t('listing_form.steps.details')}>
      <div className={styles.wide}>
        <TextField name="title" label={t('listing_form.details.title')} maxLength={200} />
      </div>
      <div className={styles.wide}>
        <TextField
          name="description"
          label={t('listing_form.details.description')}
          multiline
          rows={6}
        />
      </div>
      <SelectField
        name="category_id"
        label={t('listing_form.details.category')}
        placeholder={t('listing_form.details.category_choose')}
        options={categories.map((category) => ({
          value: String(category.id),
          label: nameOf(category),
        }))}
      />
      <SelectField
        name="type"
        label={t('project_form.details.type')}
        placeholder={t('project_form.details.type_choose')}
        options={projectTypes.map((type) => ({
          value: type,
          label: t(`project_form.type.${type}`),
        }))}
      />
      <TextField
        name="min_price"
        label={t('project_form.details.min_price')}
        labelNote={t('listing_form.optional')}
        inputMode="decimal"
        endAdornment={currency}
        hint={t('listing_form.details.price_hint', { currency: settings.currency_symbol })}
      />
      <TextField
        name="max_price"
        label={t('project_form.details.max_price')}
        labelNote={t('listing_form.optional')}
        inputMode="decimal"
        endAdornment={currency}
      />
      <TextField
        name="completion_date"
        type="date"
        label={t('project_form.details.completion_date')}
        labelNote={t('listing_form.optional')}
      />
      <TextField
        name="video_link"
        type="url"
        inputMode="url"
        label={t('listing_form.details.video_link')}
        labelNote={t('listing_form.optional')}
        placeholder="https://"
      />
    </FormSection>
  );
}
