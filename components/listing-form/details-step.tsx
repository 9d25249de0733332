import { useFormikContext } from 'formik';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { propertyTypes, rentDurations } from '@/contracts/dto/property-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { FormSection, SelectField } from './form-parts';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';

/** Sale or rent as two radio buttons wired to the form (its error shown under them). */
function PropertyTypeChoice() {
  const { t } = useSiteText();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ListingFormValues>();
  const error = useFieldError('property_type');
  return (
    <fieldset className={styles.choice} data-invalid={error ? 'true' : undefined}>
      <legend className={fieldStyles.label}>{t('listing_form.details.property_type')}</legend>
      <div className={styles.choiceRow}>
        {propertyTypes.map((type) => (
          <label key={type} className={styles.choiceOption}>
            <input
              type="radio"
              name="property_type"
              value={type}
              checked={values.property_type === type}
              onChange={() => {
                void setFieldValue('property_type', type);
                void setFieldTouched('property_type', true, false);
              }}
            />
            <span>{t(`property.type.${type}`)}</span>
          </label>
        ))}
      </div>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
    </fieldset>
  );
}

/** Step 1: title, description, category, sale or rent (with the rent period), price, extras. */
export function DetailsStep({ categories }: { categories: readonly CategoryDto[] }) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  const { values } = useFormikContext<ListingFormValues>();
  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: nameOf(category),
  }));
  const durationOptions = rentDurations.map((duration) => ({
    value: duration,
    label: t(`property.rent_duration.${duration}`),
  }));
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
        options={categoryOptions}
      />
      <PropertyTypeChoice />
      {values.property_type === 'rent' ? (
        <SelectField
          name="rentduration"
          label={t('listing_form.details.rent_duration')}
          placeholder={t('listing_form.details.rent_duration_choose')}
          options={durationOptions}
        />
      ) : null}
      <TextField
        name="price"
        label={t('listing_form.details.price')}
        inputMode="decimal"
        endAdornment={
          <span className={styles.currency} aria-hidden="true">
            {settings.currency_symbol}
          </span>
        }
        hint={t('listing_form.details.price_hint', { currency: settings.currency_symbol })}
      />
      <TextField
        name="video_link"
        type="url"
        inputMode="url"
        label={t('listing_form.details.video_link')}
        labelNote={t('listing_form.optional')}
        placeholder="https://"
      />
      <div className={styles.wide}>
        <ToggleField
          name="is_premium"
          label={t('listing_form.details.is_premium')}
          hint={t('listing_form.details.is_premium_hint')}
        />
      </div>
    </FormSection>
  );
}
