import { useFormikContext } from 'formik';
import { propertyTypes, rentDurations } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import fieldStyles from '@/components/ui/field.module.css';
import { ToggleField } from '@/components/ui/toggle-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { PriceField, VideoLinkField } from './details-step';
import { SelectField } from './form-parts';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';
import { labelAndHint } from '@/components/ui/label-and-hint';

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

/** A property's own details: sale or rent (with the rent period), price, video, premium. */
export function PropertyDetailsFields() {
  const { t } = useSiteText();
  const { values } = useFormikContext<ListingFormValues>();
  const durationOptions = rentDurations.map((duration) => ({
    value: duration,
    label: t(`property.rent_duration.${duration}`),
  }));
  return (
    <>
      <PropertyTypeChoice />
      {values.property_type === 'rent' ? (
        <SelectField
          name="rentduration"
          label={t('listing_form.details.rent_duration')}
          placeholder={t('listing_form.details.rent_duration_choose')}
          options={durationOptions}
        />
      ) : null}
      <PriceField name="price" label={t('listing_form.details.price')} hasHint />
      <VideoLinkField />
      <div className={styles.wide}>
        <ToggleField name="is_premium" {...labelAndHint(t, 'listing_form.details.is_premium')} />
      </div>
    </>
  );
}
