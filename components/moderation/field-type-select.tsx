import { useField } from 'formik';
import { useId } from 'react';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';

export interface FieldTypeSelectProps {
  /** The Formik field holding the type. */
  name: string;
  label: string;
  types: readonly string[];
  /** The type's label in the page's language. */
  typeLabel: (type: string) => string;
}

/**
 * The type of a field an administrator defines (a verification form field, a listing
 * parameter): a select over the types, its error under it.
 */
export function FieldTypeSelect({ name, label, types, typeLabel }: FieldTypeSelectProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <select
        id={ids.inputId}
        {...field}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, false, Boolean(error))}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
