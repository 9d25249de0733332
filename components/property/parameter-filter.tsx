import { useId, useState } from 'react';
import { useCategoryParameters } from '@/api/catalogue/get-categories';
import type { ParameterDto } from '@/contracts/dto/category-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import styles from '@/components/listing/listing-filters.module.css';

export interface ParameterFilterProps {
  /** The chosen category (its parameters are read when it is chosen); null for none. */
  categoryId: number | null;
  parameterId: string;
  parameterValue: string;
}

/** The parameters a listing can be filtered by: numbers and choices. */
export function filterableParameters(parameters: readonly ParameterDto[]): ParameterDto[] {
  return parameters.filter(
    (parameter) =>
      parameter.type_of_parameter === 'number' ||
      ((parameter.type_of_parameter === 'dropdown' ||
        parameter.type_of_parameter === 'radiobutton') &&
        parameter.type_values.length > 0),
  );
}

/**
 * One parameter and its value (`parameter_id`, `parameter_value`): "Bedrooms at least 3",
 * "Furnishing is Furnished". Shown when the chosen category has such parameters.
 */
export function ParameterFilter({ categoryId, parameterId, parameterValue }: ParameterFilterProps) {
  const { t } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const id = useId();
  const parameters = filterableParameters(useCategoryParameters(categoryId).data ?? []);
  const [chosenId, setChosenId] = useState(parameterId);
  if (parameters.length === 0) return null;
  const chosen = parameters.find((parameter) => String(parameter.id) === chosenId) ?? null;
  const isNumber = chosen?.type_of_parameter === 'number';

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('property_list.filters.parameter')}</legend>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={`${id}-parameter`} className="visually-hidden">
            {t('property_list.filters.parameter_name')}
          </label>
          <select
            id={`${id}-parameter`}
            name="parameter_id"
            className={styles.control}
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <option value="">{t('property_list.filters.parameter_any')}</option>
            {parameters.map((parameter) => (
              <option key={parameter.id} value={parameter.id}>
                {nameOf(parameter)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-value`} className="visually-hidden">
            {isNumber
              ? t('property_list.filters.parameter_at_least')
              : t('property_list.filters.parameter_value')}
          </label>
          {chosen && !isNumber ? (
            <select
              key={chosen.id}
              id={`${id}-value`}
              name="parameter_value"
              className={styles.control}
              defaultValue={String(chosen.id) === parameterId ? parameterValue : ''}
            >
              <option value="">{t('property_list.filters.parameter_value_any')}</option>
              {chosen.type_values.map((choice) => (
                <option key={choice} value={choice}>
                  {choiceOf(chosen, choice)}
                </option>
              ))}
            </select>
          ) : (
            <input
              key={chosen?.id ?? 'none'}
              id={`${id}-value`}
              name="parameter_value"
              className={styles.control}
              type={isNumber ? 'number' : 'text'}
              min={isNumber ? 0 : undefined}
              inputMode={isNumber ? 'numeric' : undefined}
              placeholder={
                isNumber
                  ? t('property_list.filters.parameter_at_least')
                  : t('property_list.filters.parameter_value')
              }
              defaultValue={chosen && String(chosen.id) !== parameterId ? '' : parameterValue}
            />
          )}
        </div>
      </div>
    </fieldset>
  );
}
