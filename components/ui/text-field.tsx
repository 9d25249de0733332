import { useField } from 'formik';
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { describedBy, FieldFrame, fieldIds } from './field-frame';
import styles from './field.module.css';
import { useFieldError } from './use-field-error';

type SharedInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextFieldProps extends SharedInputProps {
  /** The Formik field's name. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  labelNote?: ReactNode;
  /** A multi-line text area instead of an input. */
  multiline?: boolean;
  rows?: TextareaHTMLAttributes<HTMLTextAreaElement>['rows'];
  /** Shown inside the input's frame, after the text (a show-password button). */
  endAdornment?: ReactNode;
  /** Rewrites what was typed before it is stored (keep digits only …). */
  transformValue?: (raw: string) => string;
}

/**
 * A text input (or text area) wired to Formik: labelled, with its hint and error announced
 * through aria-describedby and aria-invalid.
 */
export function TextField(props: TextFieldProps) {
  const { name, label, hint, labelNote, multiline, rows, endAdornment, transformValue, ...rest } =
    props;
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  const control = {
    id: ids.inputId,
    name: field.name,
    value: field.value ?? '',
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(hint), Boolean(error)),
    className: styles.control,
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (transformValue) void helpers.setValue(transformValue(event.target.value));
    else field.onChange(event);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} labelNote={labelNote}>
      {multiline ? (
        <textarea {...control} rows={rows ?? 4} onChange={handleChange} />
      ) : (
        <div className={styles.inputRow}>
          <input type="text" {...rest} {...control} onChange={handleChange} />
          {endAdornment}
        </div>
      )}
    </FieldFrame>
  );
}
