import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import styles from './agent-verification.module.css';

export interface VerificationChoiceFieldProps {
  field: VerificationFormFieldDto;
  name: string;
  label: string;
  labelNote: string | null;
}

/** A radio (one option) or checkbox (any options) field of the verification form. */
export function VerificationChoiceField({
  field,
  name,
  label,
  labelNote,
}: VerificationChoiceFieldProps) {
  const { choiceOf } = useCatalogueNames();
  const catalogueField = { type_values: field.options, translations: field.translations };
  return (
    <ChoiceGroup
      name={name}
      isMultiple={field.field_type === 'checkbox'}
      legend={
        <>
          {label}
          {labelNote ? <span className={styles.labelNote}>{labelNote}</span> : null}
        </>
      }
      choices={field.options.map((option) => ({
        value: option,
        label: <span>{choiceOf(catalogueField, option)}</span>,
      }))}
      classes={{
        group: styles.choices,
        legend: styles.legend,
        option: styles.choice,
        error: styles.error,
      }}
    />
  );
}
