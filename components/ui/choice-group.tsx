import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useFieldError } from './use-field-error';

/** The look of a choice group: each form keeps its own. */
export interface ChoiceGroupClasses {
  group: string | undefined;
  legend: string | undefined;
  /** A box around the options, when the look has one. */
  options?: string | undefined;
  option: string | undefined;
  error: string | undefined;
}

export interface ChoiceGroupProps {
  /** The Formik field: the chosen value (radios) or the list of ticked values (checkboxes). */
  name: string;
  isMultiple: boolean;
  legend: ReactNode;
  /** Each option's value and label (the label as the form writes it: plain, `<span>`, `<bdi>`). */
  choices: readonly { value: string; label: ReactNode }[];
  classes: ChoiceGroupClasses;
}

/**
 * Radio buttons (one choice) or checkboxes (any) wired to one Formik field: a fieldset named by
 * its legend, one labelled input per option, the error under them announced through
 * aria-describedby once the field was touched.
 */
export function ChoiceGroup({ name, isMultiple, legend, choices, classes }: ChoiceGroupProps) {
  const [field, , helpers] = useField<string | string[]>(name);
  const error = useFieldError(name);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const current = field.value;
  const isChecked = (value: string) =>
    Array.isArray(current) ? current.includes(value) : current === value;
  const choose = (value: string, checked: boolean) => {
    if (!isMultiple) {
      void helpers.setValue(value);
      return;
    }
    const ticked = Array.isArray(current) ? current : [];
    void helpers.setValue(checked ? [...ticked, value] : ticked.filter((item) => item !== value));
  };
  const options = choices.map((choice, index) => (
    <label key={choice.value} className={classes.option} htmlFor={`${baseId}-${index}`}>
      <input
        id={`${baseId}-${index}`}
        type={isMultiple ? 'checkbox' : 'radio'}
        name={name}
        value={choice.value}
        checked={isChecked(choice.value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(choice.value, event.target.checked)}
        onBlur={() => void helpers.setTouched(true)}
      />
      {choice.label}
    </label>
  ));
  return (
    <fieldset
      className={classes.group}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={classes.legend}>{legend}</legend>
      {classes.options ? <div className={classes.options}>{options}</div> : options}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
