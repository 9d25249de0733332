import type { ReactNode } from 'react';
import styles from './listing-filters.module.css';

/** A filter's value as its field's text: empty when the filter is not set. */
export const filterText = (value: string | number | undefined) =>
  value === undefined ? '' : String(value);

/** One labelled field of a listing filter form. */
export function FilterField(props: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

export interface FilterChoice {
  value: string | number;
  label: string;
}

export interface ChoiceFilterFieldProps {
  id: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The first choice, sent empty: no filter on this field. */
  anyLabel: string;
  defaultValue: string;
  choices: readonly FilterChoice[];
}

/** A filter chosen from a list (category, city, type, …), with "any" first. */
export function ChoiceFilterField({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  choices,
}: ChoiceFilterFieldProps) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} className={styles.control} defaultValue={defaultValue}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export interface SearchFilterFieldProps {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
}

/** The free-text search of a listing filter form. */
export function SearchFilterField({
  id,
  label,
  placeholder,
  defaultValue,
}: SearchFilterFieldProps) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name="search"
        type="search"
        className={styles.control}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={120}
        enterKeyHint="search"
      />
    </FilterField>
  );
}

/** The city choices: the given names once each, with a city from the URL not among them first. */
export function cityChoices(names: readonly string[], current: string): FilterChoice[] {
  const unique = [...new Set(names)];
  if (current && !unique.includes(current)) unique.unshift(current);
  return unique.map((name) => ({ value: name, label: name }));
}
