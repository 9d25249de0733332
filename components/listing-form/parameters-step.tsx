import { useFormikContext } from 'formik';
import type { CategoryDto, ParameterDto } from '@/contracts/dto/category-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { FormSection, SelectField } from './form-parts';
import styles from './listing-form.module.css';
import { facilityKey, parameterKey, type ListingFormValues } from './listing-form-values';
import { formParametersOf } from './validate-listing';

/** Radio buttons or checkboxes for a parameter with choices. */
function ChoiceParameter({ parameter }: { parameter: ParameterDto }) {
  const { t } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const name = `parameters.${parameterKey(parameter.id)}`;
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ListingFormValues>();
  const error = useFieldError(name);
  const current = values.parameters[parameterKey(parameter.id)];
  const isMulti = parameter.type_of_parameter === 'checkbox';
  const chosen = Array.isArray(current) ? current : current ? current.split(',') : [];
  const toggle = (choice: string, isOn: boolean) => {
    const next = isMulti
      ? isOn
        ? [...chosen, choice]
        : chosen.filter((item) => item !== choice)
      : choice;
    void setFieldValue(name, next);
    void setFieldTouched(name, true, false);
  };
  return (
    <fieldset className={styles.choice} data-invalid={error ? 'true' : undefined}>
      <legend className={fieldStyles.label}>
        {nameOf(parameter)}
        {parameter.is_required ? null : (
          <span className={fieldStyles.labelNote}>{t('listing_form.optional')}</span>
        )}
      </legend>
      <div className={styles.choiceRow}>
        {parameter.type_values.map((choice) => (
          <label key={choice} className={styles.choiceOption}>
            <input
              type={isMulti ? 'checkbox' : 'radio'}
              name={name}
              value={choice}
              checked={chosen.includes(choice)}
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            <span>{choiceOf(parameter, choice)}</span>
          </label>
        ))}
      </div>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
    </fieldset>
  );
}

function ParameterField({ parameter }: { parameter: ParameterDto }) {
  const { t } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const label = nameOf(parameter);
  const name = `parameters.${parameterKey(parameter.id)}`;
  const note = parameter.is_required ? undefined : t('listing_form.optional');
  switch (parameter.type_of_parameter) {
    case 'dropdown':
      return (
        <SelectField
          name={name}
          label={label}
          placeholder={t('listing_form.location.choose')}
          options={parameter.type_values.map((choice) => ({
            value: choice,
            label: choiceOf(parameter, choice),
          }))}
        />
      );
    case 'radiobutton':
    case 'checkbox':
      return <ChoiceParameter parameter={parameter} />;
    case 'textarea':
      return (
        <div className={styles.wide}>
          <TextField name={name} label={label} labelNote={note} multiline rows={3} />
        </div>
      );
    default:
      return (
        <TextField
          name={name}
          label={label}
          labelNote={note}
          inputMode={parameter.type_of_parameter === 'number' ? 'decimal' : undefined}
        />
      );
  }
}

/** A facility: a checkbox, and once ticked the distance to it in km. */
function FacilityField({ facility }: { facility: FacilityDto }) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const { values, setFieldValue } = useFormikContext<ListingFormValues>();
  const key = facilityKey(facility.id);
  const isChosen = key in values.facilities;
  const toggle = (isOn: boolean) => {
    const next = { ...values.facilities };
    if (isOn) next[key] = '';
    else delete next[key];
    void setFieldValue('facilities', next);
  };
  return (
    <div className={styles.facility}>
      <label className={styles.choiceOption}>
        <input
          type="checkbox"
          checked={isChosen}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{nameOf(facility)}</span>
      </label>
      {isChosen ? (
        <TextField
          name={`facilities.${key}`}
          label={t('listing_form.facilities.distance', { name: nameOf(facility) })}
          inputMode="decimal"
          endAdornment={
            <span className={styles.currency} aria-hidden="true">
              {t('listing_form.facilities.km')}
            </span>
          }
        />
      ) : null}
    </div>
  );
}

/** Step 3: the chosen category's parameters and the nearby facilities with distances. */
export function ParametersStep({
  category,
  facilities,
}: {
  category: CategoryDto | undefined;
  facilities: readonly FacilityDto[];
}) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const parameters = formParametersOf(category);
  return (
    <>
      <FormSection
        title={t('listing_form.steps.parameters')}
        intro={
          category
            ? t('listing_form.parameters.intro', { category: nameOf(category) })
            : t('listing_form.parameters.choose_category')
        }
      >
        {parameters.map((parameter) => (
          <ParameterField key={parameter.id} parameter={parameter} />
        ))}
        {category && parameters.length === 0 ? (
          <p className={styles.intro}>{t('listing_form.parameters.none')}</p>
        ) : null}
      </FormSection>
      <FormSection
        title={t('listing_form.facilities.title')}
        intro={t('listing_form.facilities.intro')}
      >
        {facilities.map((facility) => (
          <FacilityField key={facility.id} facility={facility} />
        ))}
      </FormSection>
    </>
  );
}
