import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import type { ListingFormValues } from './listing-form-values';
import { changeAddressPart } from './place-choice';

export interface AddressPartFieldProps {
  name: 'street' | 'city' | 'state';
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: string;
}

/** A typed part of the place (the street, or a city or state the lists lack); it rewrites the formatted address. */
export function AddressPartField({ name, label, hint, autoComplete }: AddressPartFieldProps) {
  const [field] = useField<string>(name);
  const { setValues } = useFormikContext<ListingFormValues>();
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        name={name}
        type="text"
        autoComplete={autoComplete}
        className={fieldStyles.control}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => {
          const text = event.target.value;
          void setValues((current) => changeAddressPart(current, name, text));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
      />
    </FieldFrame>
  );
}
